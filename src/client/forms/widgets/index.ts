// Every widget registers itself; importing this file makes them all available.
import './TextWidget';
import './PhoneWidget';
import './PasswordWidget';
import './ColorWidget';
import './SelectWidget';
import './CheckboxWidget';
import './SliderWidget';
import './RadioWidget';
import './DateWidget';
import './DateTimeWidget';
import './NumberWidget';
import './CurrencyWidget';
import './RichTextWidget';
import './SignatureWidget';
import './FileWidget';
import './DividerWidget';
import './CustomWidget';
import './CollectionWidget';
import './OneToManyWidget';

export { registerCustomField } from './custom-fields';
