import type { MailMessage } from './mailer';

interface Person {
  first_name: string;
  email: string;
}

const SIGNATURE = '\n\nTena hospital management';

export function passwordResetMail(person: Person, link: string): MailMessage {
  return {
    to: person.email,
    subject: 'Reset your Tena password',
    text: `Hello ${person.first_name},\n\nSomeone asked to reset the password of your Tena account. To choose a new password, open this link within 30 minutes:\n\n${link}\n\nIf you did not ask for this, ignore this message: your password stays as it is.${SIGNATURE}`,
  };
}

export function verifyEmailMail(person: Person, link: string): MailMessage {
  return {
    to: person.email,
    subject: 'Confirm your email address for Tena',
    text: `Hello ${person.first_name},\n\nAn account was created for you in Tena. To confirm this email address, open this link within 30 minutes:\n\n${link}\n\nIf the link has expired, sign in and a new one will be sent.${SIGNATURE}`,
  };
}

export function newDeviceMail(person: Person, link: string, device: string): MailMessage {
  return {
    to: person.email,
    subject: 'New sign-in to your Tena account',
    text: `Hello ${person.first_name},\n\nYour Tena account was just used to sign in from a device we have not seen before (${device}). If this was you, confirm the device within 30 minutes:\n\n${link}\n\nIf this was not you, reset your password at once; that signs out every device.${SIGNATURE}`,
  };
}
