import { mount } from '../mount';

mount('full_page');
