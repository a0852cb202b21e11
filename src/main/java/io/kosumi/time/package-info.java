/**
 * Time settings (none, absolute, Canadian and Japanese byo-yomi), the injectable {@link
 * io.kosumi.time.Clock}, each colour's game clock ({@link io.kosumi.time.TimeControl}) and the
 * per-move budget with its early-stop and extension rules ({@link io.kosumi.time.TimeManager}).
 * Pure logic: nothing here knows about the search; the engine calls in.
 *
 * <p>How the engine uses it (one {@code TimeParams}, {@code TimeControl} and {@code TimeManager}
 * per engine, all on the same {@code Clock}):
 * <ul>
 *   <li>{@code --time S}: {@code params.fixedMoveSeconds = S}; {@code --playouts} without
 *       {@code --time}: {@code params.fixedMoveSeconds = 0} (no time limit without settings);
 *       {@code --lag S}: {@code params.lagSeconds = S}.
 *   <li>{@code time_settings m b s}: {@code control.setSettings(TimeSettings.parseGtp(m, b, s))};
 *       {@code kgs-time_settings ...}: {@code control.setSettings(TimeSettings.parseKgs(args))};
 *       an IllegalArgumentException is a syntax error and changes nothing.
 *   <li>{@code time_left c t s}: {@code control.timeLeft(color, t, s)}.
 *   <li>{@code clear_board}: {@code control.resetClocks()}.
 *   <li>{@code genmove c}: {@code control.startMove(color)} first thing, then
 *       {@code manager.budget(color, board.emptyCount(), size, game.moveCount())}; the search
 *       stops at {@code budget.maxDeadlineNanos(control.moveStartNanos(color))} at the latest,
 *       checked inside its loop, and otherwise by {@link io.kosumi.time.TimeManager#shouldStop};
 *       {@code control.endMove(color)} just before the answer is written.
 * </ul>
 */
package io.kosumi.time;
