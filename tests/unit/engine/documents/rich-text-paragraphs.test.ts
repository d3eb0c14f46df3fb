import { describe, expect, it } from 'vitest';
import { richTextParagraphs } from '../../../../src/engine/documents/rich-text-paragraphs';

describe('rich text as printed paragraphs', () => {
  it('makes one paragraph per block and per line break', () => {
    expect(
      richTextParagraphs('<p>The lungs are clear.</p><p>Normal heart size.<br>No effusion.</p>'),
    ).toEqual(['The lungs are clear.', 'Normal heart size.', 'No effusion.']);
    expect(
      richTextParagraphs('<h2>Liver</h2><div>Normal <strong>size</strong> and echotexture.</div>'),
    ).toEqual(['Liver', 'Normal size and echotexture.']);
  });

  it('bullets and numbers list items as Quill 2 and plain HTML write them', () => {
    expect(
      richTextParagraphs(
        '<ol><li data-list="ordered">Cholelithiasis.</li><li data-list="ordered">No cholecystitis.</li></ol><ol><li data-list="bullet">Fatty liver</li></ol>',
      ),
    ).toEqual(['1. Cholelithiasis.', '2. No cholecystitis.', '• Fatty liver']);
    expect(richTextParagraphs('<ul><li>One</li><li>Two</li></ul><ol><li>First</li></ol>')).toEqual([
      '• One',
      '• Two',
      '1. First',
    ]);
  });

  it('decodes entities, drops empty blocks, scripts and styles, and keeps markup as text', () => {
    expect(
      richTextParagraphs(
        '<p><br></p><p>8&nbsp;mm nodule &lt;1 cm &amp; stable &#8212; see CT</p><script>alert(1)</script><style>p{}</style><p>   </p>',
      ),
    ).toEqual(['8 mm nodule <1 cm & stable — see CT']);
    expect(richTextParagraphs('<p onclick="x()">Text</p>')).toEqual(['Text']);
  });

  it('has nothing for empty or missing text', () => {
    expect(richTextParagraphs('')).toEqual([]);
    expect(richTextParagraphs(null)).toEqual([]);
    expect(richTextParagraphs('<p><br></p>')).toEqual([]);
  });
});
