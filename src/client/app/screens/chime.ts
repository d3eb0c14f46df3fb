/**
 * The waiting screen's chime: a short two-tone "ding-dong" made with the Web Audio API (no
 * audio file). Browsers start an AudioContext suspended until the page has been clicked, so the
 * screen asks for a click once (`unlock`) and stays silent until then.
 */
type AudioContextClass = typeof AudioContext;

let context: AudioContext | undefined;

function audioClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  return (
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext
  );
}

/** Whether sound may play now (the page was clicked and the context runs). */
export const chimeReady = () => context?.state === 'running';

/** Starts sound on a click; resolves true when it runs. */
export async function unlockChime(): Promise<boolean> {
  const Audio = audioClass();
  if (!Audio) return false;
  context ??= new Audio();
  if (context.state !== 'running') await context.resume();
  return chimeReady();
}

/** Two tones, E5 then C5, each fading out: about a second in all. */
export function playChime(): void {
  if (!context || !chimeReady()) return;
  const start = context.currentTime;
  for (const [index, frequency] of [659.25, 523.25].entries()) {
    const at = start + index * 0.45;
    const tone = context.createOscillator();
    const gain = context.createGain();
    tone.type = 'sine';
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.6);
    tone.connect(gain).connect(context.destination);
    tone.start(at);
    tone.stop(at + 0.65);
  }
}
