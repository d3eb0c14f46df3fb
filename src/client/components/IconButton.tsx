import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { iconButtonClass } from '../forms/widgets/shared';

/**
 * A line icon on a 24-unit grid drawn in the text's colour, hidden from assistive technology
 * (the button or text beside it names what it means).
 */
export function StrokeIcon({
  children,
  className = 'size-5',
  strokeWidth = 2,
  round = false,
}: {
  /** The icon's paths. */
  children: ReactNode;
  className?: string;
  strokeWidth?: number;
  /** Round line ends and joins. */
  round?: boolean;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      {...(round ? { strokeLinecap: 'round', strokeLinejoin: 'round' } : {})}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

/**
 * A button showing only an icon: `label` is its accessible name (aria-label), the focus ring is
 * the app's :focus-visible outline (styles.css), and it never submits a form. `className` adds
 * to the icon buttons' look (size, placement).
 */
export function IconButton({
  label,
  className = '',
  children,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-label'> & {
  label: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      {...button}
      className={`${iconButtonClass} ${className}`.trim()}
    >
      {children}
    </button>
  );
}
