import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { firstAnimated, startFirstAnimatedTimer } from '../../../state/first-animated';
import { PlaygroundSection } from './PlaygroundSection';

/** Shows the first-animated flag (spec 4), which turns on 5 seconds after start. */
export function FlagSection() {
  const { on } = useSnapshot(firstAnimated);
  // The app starts the timer once at start-up; starting it again here does nothing then, and
  // lets this page show the flag on its own.
  useEffect(() => {
    startFirstAnimatedTimer();
  }, []);
  return (
    <PlaygroundSection title="First-animated flag" note="Turns on 5 seconds after the app starts.">
      <p className="flex items-center gap-2 text-sm">
        <span
          aria-hidden="true"
          className={`inline-block size-3 rounded-full ${on ? 'bg-emerald-500' : 'bg-slate-400'}`}
        />
        First animated: <output data-testid="first-animated">{on ? 'on' : 'off'}</output>
      </p>
    </PlaygroundSection>
  );
}
