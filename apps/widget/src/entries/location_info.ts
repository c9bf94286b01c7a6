import { mount } from '../mount';

mount('location_info');
