import { AUTH_MESSAGES, indianMobileSchema, riderRegistrationFieldsSchema } from '@washday/core';
import { z } from 'zod';

/** The server's limit for each identity image (it refuses 5 MB and more). */
export const RIDER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const AADHAR_LENGTH = 12;

/** A photo the rider must give: present, under 5 MB, an image (browsers leave HEIC's type empty; the server checks the bytes). */
function imageField<T extends Blob>(requiredMessage: string) {
  return z
    .custom<T | null>((value) => value === null || value instanceof Blob, requiredMessage)
    .superRefine((file, ctx) => {
      if (!file) ctx.addIssue({ code: 'custom', message: requiredMessage });
      else if (file.size >= RIDER_IMAGE_MAX_BYTES) ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.fileTooLarge });
      else if (file.type && !file.type.startsWith('image/'))
        ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.fileNotImage });
    })
    .transform((file) => file as T);
}

/**
 * The registration form (rider-portal.md §5.1): core's rules for the details (the phone normalised, the Aadhar
 * number 12 digits) and the two photos. The code is asked for on the next step. Field names are the API's,
 * so a refusal naming a field lands on it.
 */
export const riderRegistrationFormSchema = riderRegistrationFieldsSchema.omit({ otp: true }).extend({
  // The spec's one message for any missing detail, the phone included.
  phone: z.string().trim().min(1, AUTH_MESSAGES.riderFieldsRequired).pipe(indianMobileSchema),
  aadharImage: imageField<File>(AUTH_MESSAGES.aadharImageRequired),
  selfieImage: imageField<Blob>(AUTH_MESSAGES.selfieRequired),
});

export type RiderRegistrationDraft = z.input<typeof riderRegistrationFormSchema>;
export type RiderRegistrationDetails = z.output<typeof riderRegistrationFormSchema>;

export const REGISTRATION_FIELDS = ['name', 'phone', 'aadharNumber', 'aadharImage', 'selfieImage'] as const;

export const EMPTY_REGISTRATION: RiderRegistrationDraft = {
  name: '',
  phone: '',
  aadharNumber: '',
  aadharImage: null,
  selfieImage: null,
};
