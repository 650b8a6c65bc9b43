/**
 * @module
 * The owner access card an owner screen shows in place of its content.
 */
import { style } from '@vanilla-extract/css';

export const accessCard = style({ maxWidth: 460, width: '100%', margin: '0 auto' });
