import * as v from 'valibot';
import { governorateSchema, optionalText, optionalPhoneSchema } from './field-schemas.ts';

export const PASSWORD_MIN = 6;

const email = v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(254, 'tooLong'), v.email('invalidEmail'), v.toLowerCase());

export const LoginSchema = v.object({
  email: v.pipe(v.string('required'), v.trim(), v.nonEmpty('fillAll'), v.maxLength(254, 'tooLong'), v.toLowerCase()),
  password: v.pipe(v.string('required'), v.nonEmpty('fillAll'), v.maxLength(200, 'tooLong')),
});
export type LoginInput = v.InferInput<typeof LoginSchema>;

export const RegisterSchema = v.object({
  email,
  password: v.pipe(v.string('required'), v.nonEmpty('fillRequired'), v.minLength(PASSWORD_MIN, 'passwordMin'), v.maxLength(200, 'tooLong')),
  firstName: v.pipe(v.string('required'), v.trim(), v.nonEmpty('fillRequired'), v.maxLength(80, 'tooLong')),
  lastName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80, 'tooLong')), ''),
  role: v.picklist(['buyer', 'seller'], 'invalidRole'),
});
export type RegisterInput = v.InferInput<typeof RegisterSchema>;

const currentPassword = v.pipe(v.string('currentPasswordRequired'), v.nonEmpty('currentPasswordRequired'), v.maxLength(200, 'tooLong'));

export const PasswordChangeSchema = v.object({
  currentPassword,
  newPassword: v.pipe(v.string('required'), v.nonEmpty('fillRequired'), v.minLength(PASSWORD_MIN, 'passwordMin'), v.maxLength(200, 'tooLong')),
});
export type PasswordChangeInput = v.InferInput<typeof PasswordChangeSchema>;

export const ProfileSchema = v.object({
  firstName: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(80, 'tooLong')),
  lastName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80, 'tooLong')), ''),
  email,
  address: optionalText(300),
  city: optionalText(80),
  governorate: v.optional(v.pipe(v.nullable(v.string()), v.transform((s) => s || undefined), v.optional(governorateSchema))),
  phoneNumber: optionalPhoneSchema,
  /** Needed only when the e-mail changes (the server checks it then). */
  currentPassword: v.optional(v.pipe(v.string('invalidInput'), v.maxLength(200, 'tooLong'))),
});
export type ProfileInput = v.InferInput<typeof ProfileSchema>;

export type UserRole = 'buyer' | 'seller' | 'admin';

export type UserDto = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  isActive: boolean;
  address: string | null;
  city: string | null;
  governorate: string | null;
  phoneNumber: string | null;
  profileImageUrl: string | null;
  createdAt: string;
};
