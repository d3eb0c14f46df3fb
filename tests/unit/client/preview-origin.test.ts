import { describe, expect, it } from 'vitest';
import {
  allowedOrigins,
  isAllowedOrigin,
  parentTargetOrigins,
  previewFormProps,
  readPreviewPayload,
} from '../../../src/client/app/preview/preview-protocol';

const OWN = 'http://127.0.0.1:3000';
const DESIGNER = 'https://designer.example.org';

describe('which origins may drive the preview', () => {
  it('is our own origin by default, plus the configured ones', () => {
    expect(allowedOrigins(OWN, [])).toEqual([OWN]);
    expect(allowedOrigins(OWN, [DESIGNER, OWN, 42])).toEqual([OWN, DESIGNER]);
  });

  it('matches origins exactly: no prefix, port, scheme or opaque-origin lookalikes', () => {
    const allowed = allowedOrigins(OWN, [DESIGNER]);
    expect(isAllowedOrigin(OWN, allowed)).toBe(true);
    expect(isAllowedOrigin(DESIGNER, allowed)).toBe(true);
    for (const stranger of [
      'http://localhost:3000',
      'http://127.0.0.1:3001',
      'https://127.0.0.1:3000',
      'https://designer.example.org.evil.test',
      'http://designer.example.org',
      'null',
      '',
    ]) {
      expect(isAllowedOrigin(stranger, allowed), stranger).toBe(false);
    }
    expect(isAllowedOrigin('null', allowedOrigins('null', []))).toBe(false);
  });
});

describe('where messages to the parent go', () => {
  const allowed = allowedOrigins(OWN, [DESIGNER]);

  it("uses '*' only when the page is not framed (it can only reach itself)", () => {
    expect(parentTargetOrigins({ framed: false, allowed })).toEqual(['*']);
    expect(parentTargetOrigins({ framed: true, allowed })).not.toContain('*');
  });

  it('targets a known parent only when it is allowed', () => {
    expect(parentTargetOrigins({ framed: true, parentOrigin: DESIGNER, allowed })).toEqual([
      DESIGNER,
    ]);
    expect(parentTargetOrigins({ framed: true, parentOrigin: OWN, allowed })).toEqual([OWN]);
    expect(
      parentTargetOrigins({ framed: true, parentOrigin: 'https://evil.test', allowed }),
    ).toEqual([]);
  });

  it('targets each allowed origin when the parent cannot be told', () => {
    expect(parentTargetOrigins({ framed: true, allowed })).toEqual([OWN, DESIGNER]);
  });
});

describe('reading a form-preview message', () => {
  const schema = { name: { type: 'text', label: 'Name' } };

  it('takes a payload with a schema', () => {
    expect(readPreviewPayload({ type: 'form-preview', payload: { schema } })).toEqual({ schema });
  });

  it.each([
    null,
    'form-preview',
    { type: 'request-form-preview' },
    { type: 'form-preview' },
    { type: 'form-preview', payload: {} },
    { type: 'form-preview', payload: { schema: [] } },
    { type: 'form-preview', payload: { schema, groups: {} } },
    { type: 'form-preview', payload: { schema, formData: 'x' } },
    { type: 'form-preview', payload: { schema, globalProperties: [] } },
  ])('ignores %j', (data) => {
    expect(readPreviewPayload(data)).toBeUndefined();
  });
});

describe('payload to FormEngine props', () => {
  it('defaults to light-form, a 12-column (not full page) form', () => {
    expect(previewFormProps({ schema: {} })).toMatchObject({
      groupType: 'light-form',
      fullPage: false,
      maxWidth: undefined,
    });
    expect(previewFormProps({ schema: {}, groupType: 'no-such-layout' }).groupType).toBe(
      'light-form',
    );
  });

  it('maps group type, max width, view type and global properties', () => {
    const props = previewFormProps({
      schema: {},
      groupType: 'paper-form',
      maxWidth: '720px',
      viewType: 'full_page',
      globalProperties: {
        title: 'Admission',
        subtitle: 'Fill in every field.',
        submitText: 'Admit',
        submitType: 'create',
        panelStyle: 'dark',
        labelPosition: 'border',
        bulk: true,
        settings: { currency: 'USD', fixedFractionDigits: false, timeZone: 7 },
        user: { role: 'Doctor', permissions: ['viewPatient'] },
        unknown: 'ignored',
      },
    });
    expect(props).toEqual({
      groupType: 'paper-form',
      fullPage: true,
      maxWidth: 720,
      title: 'Admission',
      subtitle: 'Fill in every field.',
      submitText: 'Admit',
      submitType: 'create',
      panelStyle: 'dark',
      labelPosition: 'border',
      bulk: true,
      loading: undefined,
      uploadProgress: undefined,
      settings: { currency: 'USD', fixedFractionDigits: false },
      user: { role: 'Doctor', permissions: ['Doctor', 'viewPatient'] },
    });
  });

  it('ignores values of the wrong type', () => {
    const props = previewFormProps({
      schema: {},
      maxWidth: 'wide',
      globalProperties: { title: 3, panelStyle: 'purple', labelPosition: 'left', bulk: 'yes' },
    });
    expect(props).toMatchObject({
      maxWidth: undefined,
      title: undefined,
      panelStyle: undefined,
      labelPosition: undefined,
      bulk: undefined,
    });
  });
});
