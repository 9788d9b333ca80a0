package io.opencab.hal;

/** How a device kind is provided; chosen explicitly by configuration, never by fallback. */
public enum DeviceMode {
    /** The real device: Pi4J for GPIO, jSerialComm for serial. Missing or failing is a {@link HalException}. */
    REAL,
    /** The simulated device, driven by the UI or a headless driver. */
    SIMULATED,
    /** Not fitted on this cabinet (only allowed for optional devices such as the bill validator). */
    NONE
}
