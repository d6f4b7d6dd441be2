import { describeContractFuzz } from './contract-fuzz';

// The calls in two shares, one file each, so the two test workers share the fuzz.
describeContractFuzz(1, 2);
