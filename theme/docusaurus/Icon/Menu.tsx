/** `@theme/Icon/Menu`. */
import { svgIcon } from './svgIcon.tsx';

export default svgIcon('Menu', '0 0 30 30', 'M4 7h22M4 15h22M4 23h22', { width: 30, height: 30 }, true);
