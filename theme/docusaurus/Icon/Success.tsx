/** `@theme/Icon/Success`. */
import { svgIcon } from './svgIcon.tsx';

export default svgIcon('Success', '0 0 24 24', 'M21,7L9,19L3.5,13.5L4.91,12.09L9,16.17L19.59,5.59L21,7Z', {
  width: 24,
  height: 24,
});
