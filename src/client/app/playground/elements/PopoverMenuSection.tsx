import { useState } from 'react';
import { Menu } from '../../../components/Menu';
import { ConfirmPopover } from '../../../components/popover/ConfirmPopover';
import { PlaygroundSection } from './PlaygroundSection';

/** The confirmation popover and the menu, each reporting what was chosen. */
export function PopoverMenuSection() {
  const [answer, setAnswer] = useState('none');
  const [action, setAction] = useState('none');
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <PlaygroundSection title="Confirmation popover" note="Cancel and Ok; Escape cancels.">
        <div className="flex items-center gap-4">
          <ConfirmPopover
            trigger="Delete item"
            onConfirm={() => setAnswer('ok')}
            onCancel={() => setAnswer('cancel')}
          />
          <p className="text-sm">
            Answer: <output data-testid="popover-answer">{answer}</output>
          </p>
        </div>
      </PlaygroundSection>
      <PlaygroundSection title="Menu" note="Open with click, Enter or the arrow keys.">
        <div className="flex items-center gap-4">
          <Menu
            label="Actions"
            items={[
              { label: 'Edit', onSelect: () => setAction('edit') },
              { label: 'Duplicate', onSelect: () => setAction('duplicate') },
              { label: 'Archive', onSelect: () => setAction('archive'), disabled: true },
              {
                label: 'Delete',
                onSelect: () => setAction('delete'),
                danger: true,
                separated: true,
              },
            ]}
          />
          <p className="text-sm">
            Chosen: <output data-testid="menu-action">{action}</output>
          </p>
        </div>
      </PlaygroundSection>
    </div>
  );
}
