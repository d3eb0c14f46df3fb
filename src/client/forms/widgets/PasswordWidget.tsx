import { useState } from 'react';
import { IconButton, StrokeIcon } from '../../components/IconButton';
import { inputClass } from '../field-style';
import { isType, registerWidget, type WidgetProps } from '../widget-registry';
import { fieldAria, textValue } from './shared';

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <StrokeIcon>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </StrokeIcon>
  );
}

/** password and confirm_password: a masked input with a show/hide toggle (spec 4). */
export function PasswordWidget(props: WidgetProps) {
  const { field, state, inputId, disabled, readOnly, onChange, onBlur } = props;
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        id={inputId}
        type={visible ? 'text' : 'password'}
        value={textValue(state.value)}
        placeholder={field.placeholder}
        autoComplete="new-password"
        disabled={disabled}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        className={`${inputClass} pr-12`}
        {...fieldAria(props)}
      />
      <IconButton
        label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        aria-controls={inputId}
        disabled={disabled}
        onClick={() => setVisible((v) => !v)}
        className="absolute top-1/2 right-2 -translate-y-1/2"
      >
        <EyeIcon crossed={visible} />
      </IconButton>
    </div>
  );
}

registerWidget({
  name: 'password',
  rank: 1,
  tester: isType('password', 'confirm_password'),
  component: PasswordWidget,
});
