// Visual-editor support, loaded only in a valid draft: reload the page when the editor saves or publishes.
interface StoryblokBridge {
  on(events: string[], listener: () => void): void;
}

type BridgeWindow = Window & { StoryblokBridge?: new () => StoryblokBridge };

const WAIT_STEPS = 50;

function connect(attempt: number): void {
  const Bridge = (window as BridgeWindow).StoryblokBridge;
  if (Bridge) {
    new Bridge().on(['change', 'published'], () => location.reload());
    return;
  }
  if (attempt < WAIT_STEPS) setTimeout(() => connect(attempt + 1), 100);
}

connect(0);
