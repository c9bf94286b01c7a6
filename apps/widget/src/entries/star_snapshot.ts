import { mount } from '../mount';

mount('star_snapshot');
