import type Quill from 'quill';

/** The toolbar: headings, emphasis, colour, lists, alignment, links, clearing formats. */
export const TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: [] }, { background: [] }],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ align: [] }],
  ['link', 'blockquote'],
  ['clean'],
];

/**
 * The document as HTML for storing: '' when it is empty, else the editor's semantic HTML
 * (real <ul>/<ol>), cleaned. Quill 2.0.1 writes every space as &nbsp; there; plain spaces
 * are put back.
 */
export function editorHtml(editor: Quill, clean: (html: string) => string): string {
  if (editor.getLength() <= 1 && !editor.root.querySelector('img')) return '';
  return clean(editor.getSemanticHTML().replace(/&nbsp;/g, ' '));
}

/**
 * Snow theme in both colour schemes, with the spec 9 field style: Quill's own CSS is light
 * only, so the dark variants recolour its toolbar icons, pickers and placeholder. Quill's CSS
 * is not in a cascade layer and so beats Tailwind's layered utilities: these are `!important`.
 */
export const themeClass = [
  '[&_.ql-toolbar]:rounded-t-[5px]! [&_.ql-container]:rounded-b-[5px]!',
  '[&_.ql-toolbar]:border-[1.5px]! [&_.ql-container]:border-[1.5px]! [&_.ql-toolbar]:border-slate-300!',
  '[&_.ql-container]:border-slate-300! [&_.ql-container]:text-base!',
  '[&_.ql-container:focus-within]:border-sky-600! [&_.ql-container:focus-within]:ring-[1.7px]!',
  '[&_.ql-container:focus-within]:ring-sky-600!',
  'dark:[&_.ql-toolbar]:border-slate-600! dark:[&_.ql-container]:border-slate-600!',
  'dark:[&_.ql-container]:bg-slate-900! dark:[&_.ql-container]:text-slate-100!',
  'dark:[&_.ql-toolbar]:bg-slate-800! dark:[&_.ql-stroke]:stroke-slate-200!',
  'dark:[&_.ql-fill]:fill-slate-200! dark:[&_.ql-picker]:text-slate-200!',
  'dark:[&_.ql-picker-options]:bg-slate-800! dark:[&_.ql-editor.ql-blank::before]:text-slate-400!',
].join(' ');
