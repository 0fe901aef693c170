/** The feature flags' public face: the live flags, one flag's visibility, the gate component and the admins' switch. */
export { useFeatures, useFeature, useSwitchFeature, FEATURES_STORE, type FeatureState, type FeaturesRead } from './use-features';
export { FeatureGate, FeatureOff } from './feature-gate';
