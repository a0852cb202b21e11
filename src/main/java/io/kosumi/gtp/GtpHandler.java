package io.kosumi.gtp;

/**
 * Executes one command. Returns the reply text ("" for an empty success) or throws
 * {@link GtpError}; a handler that throws must not have changed any state.
 */
@FunctionalInterface
public interface GtpHandler {
    String handle(GtpCommand cmd, GtpContext ctx) throws GtpError;
}
