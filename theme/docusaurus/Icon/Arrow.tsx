/** `@theme/Icon/Arrow`. */
import { svgIcon } from './svgIcon.tsx';

export default svgIcon('Arrow', '0 0 24 24', 'M7.41 15.41L12 10.83l4.59 4.58L18 14l-6-6-6 6z', {
  width: 24,
  height: 24,
});
