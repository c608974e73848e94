import { newTrackingNumberWith } from '../../platform/tracking-number';

/** 'ST-' and two groups of five letters and digits. */
export const newTrackingNumber = () => newTrackingNumberWith('ST');
