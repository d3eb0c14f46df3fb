// One icon button for the app (duplicates: the calendar, the password toggle and the file row's
// buttons each wrote their own): a real button that never submits its form, named by its label
// for assistive technology, its icon hidden from it, taking the icon buttons' look plus the
// caller's classes and any button attribute (pressed, controls, disabled, tab order, title).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IconButton, StrokeIcon } from '../../../src/client/components/IconButton';
import type { WidgetProps } from '../../../src/client/forms/widget-registry';
import { CalendarButton } from '../../../src/client/forms/widgets/CalendarButton';
import { PasswordWidget } from '../../../src/client/forms/widgets/PasswordWidget';
import { iconButtonClass } from '../../../src/client/forms/widgets/shared';
import { DEFAULT_SETTINGS } from '../../../src/engine/types';

const attributesOf = (html: string, tag: string) => {
  const found = new RegExp(`<${tag}([^>]*)>`).exec(html)?.[1] ?? '';
  return Object.fromEntries(
    [...found.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
  );
};

describe('IconButton', () => {
  it('is a named, non-submitting button with the icon buttons look and its hidden icon', () => {
    const html = renderToStaticMarkup(
      <IconButton label="Download scan.pdf" title="Download" className="size-6" disabled>
        <StrokeIcon className="size-4">
          <path d="M12 4v11" />
        </StrokeIcon>
      </IconButton>,
    );
    expect(attributesOf(html, 'button')).toEqual({
      type: 'button',
      'aria-label': 'Download scan.pdf',
      class: `${iconButtonClass} size-6`,
      title: 'Download',
      disabled: '',
    });
    expect(attributesOf(html, 'svg')).toMatchObject({
      viewBox: '0 0 24 24',
      class: 'size-4',
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': '2',
      'aria-hidden': 'true',
    });
    expect(
      attributesOf(renderToStaticMarkup(<IconButton label="Close">x</IconButton>), 'button'),
    ).toMatchObject({ class: iconButtonClass });
  });

  it('draws round line ends only when asked', () => {
    const round = attributesOf(renderToStaticMarkup(<StrokeIcon round>{null}</StrokeIcon>), 'svg');
    expect(round).toMatchObject({ 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
    const plain = attributesOf(renderToStaticMarkup(<StrokeIcon>{null}</StrokeIcon>), 'svg');
    expect(plain['stroke-linecap']).toBeUndefined();
  });
});

describe('the buttons built on it', () => {
  it('the password toggle names what it does, says whether it is pressed and what it controls', () => {
    const props = {
      name: 'password',
      field: { type: 'password' },
      label: 'Password',
      state: { value: '', error: '' },
      inputId: 'password-input',
      errorId: 'password-error',
      disabled: false,
      readOnly: false,
      settings: DEFAULT_SETTINGS,
      onChange: () => undefined,
      onBlur: () => undefined,
    } as WidgetProps;
    const button = attributesOf(
      renderToStaticMarkup(createElement(PasswordWidget, props)),
      'button',
    );
    expect(button).toMatchObject({
      type: 'button',
      'aria-label': 'Show password',
      'aria-pressed': 'false',
      'aria-controls': 'password-input',
    });
    expect(button.class).toBe(`${iconButtonClass} absolute top-1/2 right-2 -translate-y-1/2`);
  });

  it('the calendar button is named by its field and keeps the tab order it is given', () => {
    const html = renderToStaticMarkup(
      createElement(CalendarButton, {
        label: 'Expiry Date',
        iso: '2027-03-01',
        disabled: false,
        className: 'size-7',
        tabIndex: -1,
        onPick: () => undefined,
      }),
    );
    expect(attributesOf(html, 'button')).toMatchObject({
      type: 'button',
      'aria-label': 'Choose Expiry Date from a calendar',
      tabindex: '-1',
      class: `${iconButtonClass} size-7`,
    });
  });
});
