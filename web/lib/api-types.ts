import type { ExtractSchema } from 'hono/types';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '#api/app.ts';

// The API's routes as the server declares them (docs/decisions/026): every call of web/lib/api.ts names
// its route, and its body and answer are read from it, so a route that starts answering something else
// stops the app from compiling where it is called. Types only: nothing of Hono ships to the browser.

type Schema = ExtractSchema<AppType>;

/** A segment's name without its pattern: `:id{[0-9a-f-]+}` → `:id`. */
type Segment<S extends string> = S extends `${infer Name}{${string}` ? Name : S;
/** A route as the app names it: the server's path without parameter patterns. */
type Pattern<P extends string> = P extends `${infer Head}/${infer Rest}` ? `${Segment<Head>}/${Pattern<Rest>}` : Segment<P>;

/** The route of the server's path P, e.g. '/api/products/:id' for reads and writes mounted apart. */
type RouteOf<P> = P extends string ? Pattern<P> : never;
export type ApiRoute = RouteOf<keyof Schema>;
export type Method = '$get' | '$post' | '$put' | '$delete';
/** The route-type name of an HTTP verb: 'PUT' → '$put'. */
export type MethodOf<Verb extends string> = `$${Lowercase<Verb>}` & Method;

/** Every endpoint of one route and method (a path mounted twice, reads and writes, is one route here). */
type Endpoint<R extends ApiRoute, M extends Method> = { [P in keyof Schema]: RouteOf<P> extends R ? (M extends keyof Schema[P] ? Schema[P][M] : never) : never }[keyof Schema];

/** Routes that answer the method M. */
export type RouteWith<M extends Method> = { [R in ApiRoute]: [Endpoint<R, M>] extends [never] ? never : R }[ApiRoute];

/** The success answer of a route: its JSON, or undefined for an answer without a body (204). */
export type Answer<R extends ApiRoute, M extends Method = '$get'> = Success<Endpoint<R, M>>;
/** A handler's `c.json(x)` without a status may answer any status: it counts as a success; thrown errors never do. */
type Success<E> = E extends { status: infer S; output: infer O; outputFormat: infer F } ? ([Extract<S, SuccessStatusCode>] extends [never] ? never : F extends 'json' ? O : undefined) : never;

/** The JSON body a route reads, or undefined when it reads none. */
export type Body<R extends ApiRoute, M extends Method> = Endpoint<R, M> extends { input: { json: infer J } } ? J : undefined;
/** A call's arguments after its path: the body the route reads (none when it reads none), then options. */
export type BodyThen<R extends ApiRoute, M extends Method, Options> = Body<R, M> extends undefined ? [body?: undefined, options?: Options] : [body: Body<R, M>, options?: Options];

/** What a route's path looks like once its parameters are filled in, with or without a query string. */
type Filled<P extends string> = P extends `${infer Head}/${infer Rest}` ? `${Filled<Head>}/${Filled<Rest>}` : P extends `:${string}` ? string : P;
export type PathTo<R extends string> = Filled<R> | `${Filled<R>}?${string}`;
