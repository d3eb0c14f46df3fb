import { VerticalSteps } from '../../../components/steps/VerticalSteps';
import { PlaygroundSection } from './PlaygroundSection';

const steps = [
  { id: 'patient', title: 'Choose patient', content: 'Find the patient by name or MRN.' },
  { id: 'service', title: 'Choose service', content: 'Pick the department and the service.' },
  { id: 'schedule', title: 'Schedule', content: 'Pick a free half-hour slot.' },
  { id: 'confirm', title: 'Confirm', content: 'Check the details and book.' },
];

export function StepsSection() {
  return (
    <PlaygroundSection
      title="Vertical step view"
      note="Back and Next move between steps; the current step is remembered."
    >
      <div data-testid="steps-demo" className="max-w-xl">
        <VerticalSteps label="Book appointment" steps={steps} rememberKey="playground.booking" />
      </div>
    </PlaygroundSection>
  );
}
