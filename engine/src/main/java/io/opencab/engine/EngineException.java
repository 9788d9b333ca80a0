package io.opencab.engine;

/**
 * The engine's one unchecked exception root. Messages carry ids and counts; causes are chained.
 */
public class EngineException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public EngineException(String message) {
        super(message);
    }

    public EngineException(String message, Throwable cause) {
        super(message, cause);
    }
}
