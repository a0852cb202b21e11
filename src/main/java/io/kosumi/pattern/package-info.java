/**
 * Move knowledge learned from games: 3x3 pattern codes with atari bits ({@link
 * io.kosumi.pattern.Pattern3x3}), hashed spatial patterns ({@link io.kosumi.pattern.SpatialPatterns}),
 * tactical and distance features ({@link io.kosumi.pattern.Features}), and the prior table
 * that turns them into move strengths ({@link io.kosumi.pattern.PriorTable}), trained by
 * {@code kosumi train-priors} ({@code io.kosumi.tools.TrainPriors}).
 */
package io.kosumi.pattern;
