import { newTrackingNumberWith } from '../../platform/tracking-number';

/** 'AI-' (abonelik iptali) and two groups of five letters and digits. */
export const newCancellationTrackingNumber = () => newTrackingNumberWith('AI');
