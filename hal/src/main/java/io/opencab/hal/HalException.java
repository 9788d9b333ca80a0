package io.opencab.hal;

/**
 * The one unchecked exception root of the hardware layer. A configured device that is missing, fails its
 * self-test or is configured wrongly is reported with this exception (a fault the cabinet shows), never by
 * silently falling back to a simulated device.
 */
public class HalException extends RuntimeException {
    public HalException(String message) {
        super(message);
    }

    public HalException(String message, Throwable cause) {
        super(message, cause);
    }
}
