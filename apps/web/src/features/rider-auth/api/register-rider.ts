import { contract, type Rider } from '@washday/core';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';

export interface RiderRegistrationInput {
  name: string;
  /** 10 digits. */
  phone: string;
  /** 12 digits. */
  aadharNumber: string;
  otp: string;
  aadharImage: File;
  /** A camera capture (JPEG Blob) or a chosen photo. */
  selfieImage: Blob;
}

export function toRegistrationFormData(input: RiderRegistrationInput): FormData {
  const form = new FormData();
  form.append('name', input.name);
  form.append('phone', input.phone);
  form.append('aadharNumber', input.aadharNumber);
  form.append('otp', input.otp);
  form.append('aadharImage', input.aadharImage, input.aadharImage.name || 'aadhar.jpg');
  const selfieName = input.selfieImage instanceof File && input.selfieImage.name ? input.selfieImage.name : 'selfie.jpg';
  form.append('selfieImage', input.selfieImage, selfieName);
  return form;
}

/** Registers a rider (multipart); the new account waits for an admin's approval. */
export async function registerRider(input: RiderRegistrationInput): Promise<{ message: string; rider: Rider }> {
  const { message, rider } = await callEndpoint(contract.riders.register, {
    body: toRegistrationFormData(input),
    authScope: false,
    // Two photos of up to 5 MB each on a slow mobile connection.
    timeoutMs: 120_000,
  });
  return { message, rider };
}

export function useRegisterRider() {
  // Offline, fail at once ("No internet connection") instead of pausing silently.
  return useMutation({ mutationFn: registerRider, networkMode: 'always' });
}
