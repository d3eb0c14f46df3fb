import { useState } from 'react';
import { PickList } from '../../../components/PickList';
import { PlaygroundSection } from './PlaygroundSection';

const permissions = [
  'View patients',
  'Add patients',
  'Edit patients',
  'Delete patients',
  'View appointments',
  'Add appointments',
  'View invoices',
  'Record payments',
  'View lab results',
  'Approve lab results',
];

export function PickListSection() {
  const [selected, setSelected] = useState<string[]>(['View patients']);
  return (
    <PlaygroundSection
      title="Pick-list"
      note="Side by side from 1400px wide, stacked below. Double-click or Enter moves an item."
    >
      <div data-testid="pick-list-demo">
        <PickList
          label="Permissions"
          available={permissions}
          selected={selected}
          onChange={setSelected}
        />
        <p className="mt-2 text-sm">
          Selected: <output data-testid="pick-list-value">{selected.join(', ')}</output>
        </p>
      </div>
    </PlaygroundSection>
  );
}
