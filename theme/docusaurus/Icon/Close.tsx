/** `@theme/Icon/Close`. */
import { svgIcon } from './svgIcon.tsx';

export default svgIcon('Close', '0 0 15 15', 'M0.5 0.5l14 14M14.5 0.5l-14 14', { width: 15, height: 15 }, true);
