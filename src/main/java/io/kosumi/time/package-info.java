/**
 * Time settings (none, absolute, Canadian and Japanese byo-yomi), the injectable {@link
 * io.kosumi.time.Clock}, each colour's game clock ({@link io.kosumi.time.TimeControl}) and the
 * per-move budget with its early-stop and extension rules ({@link io.kosumi.time.TimeManager}).
 * Pure logic: nothing here knows about the search; the engine calls in.
 */
package io.kosumi.time;
