/**
 * @module
 * Layout of the Activity screen: filter widths, and the log's columns.
 */
import { style } from '@vanilla-extract/css';

export const choice = style({ minWidth: 200 });

export const whenColumn = style({ minWidth: 150, whiteSpace: 'nowrap' });

export const deviceColumn = style({ minWidth: 90 });

export const changeColumn = style({ minWidth: 180 });
