package io.opencab.tests.replayer;

/** The clean-room replayer's one exception: a round that does not replay, or a bad input. */
final class ReplayException extends RuntimeException {
    ReplayException(String message) {
        super(message);
    }

    ReplayException(String message, Throwable cause) {
        super(message, cause);
    }
}
