import { carousel } from '../carousel';
import { mount } from '../mount';

mount('teaser', carousel);
