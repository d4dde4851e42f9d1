// Phone-code rules (README point 1). The server enforces them; the client only mirrors the timings.
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_FAILED_ATTEMPTS = 5;
export const OTP_MAX_SENDS_PER_PHONE_PER_HOUR = 5;
export const OTP_MAX_SENDS_PER_IP_PER_HOUR = 30;
/** Code checks (right or wrong, any number) one address may make in an hour. */
export const OTP_MAX_CHECKS_PER_IP_PER_HOUR = 60;

export const CUSTOMER_SESSION_DAYS = 30;
export const RIDER_SESSION_DAYS = 30;
export const ADMIN_SESSION_HOURS = 8;

export const AUTH_MESSAGES = {
  otpSent: 'OTP sent to your phone!',
  sendFailed: 'Failed to send OTP',
  invalidPhone: 'Invalid Indian phone number',
  invalidPhoneForm: 'Please enter a valid 10-digit Indian mobile number starting with 6-9',
  noOtp: 'No OTP found or expired',
  expired: 'OTP has expired',
  invalidOtp: 'Invalid OTP',
  tooManyAttempts: 'Too many incorrect attempts. Please request a new OTP.',
  tooManySends: 'Too many OTP requests. Please try again later.',
  tooManyChecks: 'Too many verification attempts. Please try again later.',
  loginSuccess: 'Login successful!',
  loggedOut: 'Logged out successfully',
  authRequired: 'Authentication required. Please log in again.',
  forbidden: 'Access forbidden. Check API configuration.',
  nameRequired: 'Please enter your full name',
  profileNameRequired: 'Name is required',
  profileUpdated: 'Profile updated successfully',
  invalidCredentials: 'Invalid username or password',
  tooManyLogins: 'Too many failed sign-in attempts. Please try again later.',
  riderNotFound: 'Rider not found. Please register first.',
  riderExists: 'A rider with this phone number already exists',
  riderPending: 'Your account is pending approval from admin. Please wait for verification.',
  riderRejected: 'Your account has been rejected.',
  riderRejectedFallback: 'Please contact admin for more details.',
  riderFieldsRequired: 'Please fill all required fields',
  aadharImageRequired: 'Please upload Aadhar card image',
  selfieRequired: 'Please capture your selfie',
  fileTooLarge: 'File size should be less than 5MB',
  fileNotImage: 'Please upload an image (JPEG, PNG or WebP)',
  aadharInvalid: 'Aadhar number must be 12 digits',
  otpRequired: 'Please enter the OTP',
  otpInvalidFormat: 'Please enter a valid 6-digit OTP',
} as const;

export function resendWaitMessage(seconds: number): string {
  return `Please wait ${seconds} seconds before requesting a new OTP`;
}
