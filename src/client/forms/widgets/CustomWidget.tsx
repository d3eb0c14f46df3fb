import { isType, registerWidget, type WidgetProps } from '../widget-registry';
import { customField } from './custom-fields';

/** custom: the component registered for `field.key`, or a notice naming what is missing. */
export function CustomWidget(props: WidgetProps) {
  const Component = customField(props.field.key);
  if (Component) return <Component {...props} />;
  return (
    <div
      id={props.inputId}
      role="note"
      className="rounded-[5px] border-[1.5px] border-dashed border-amber-400 bg-amber-50 px-3 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200"
    >
      {props.field.key
        ? `No custom component is registered for key "${props.field.key}".`
        : 'This custom field has no key, so no component can be shown.'}
    </div>
  );
}

registerWidget({ name: 'custom', rank: 1, tester: isType('custom'), component: CustomWidget });
