/** The `playground` island: the playground, hydrated as soon as the page loads. */
import { Playground, type PlaygroundProps } from './Playground.tsx';

export default function PlaygroundWidget(props: PlaygroundProps) {
  return <Playground {...props} />;
}
