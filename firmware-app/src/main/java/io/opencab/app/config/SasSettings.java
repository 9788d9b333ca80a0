package io.opencab.app.config;

import java.util.Map;
import java.util.Optional;

/**
 * The {@code sas.*} keys (docs/configuration.md, docs/sas.md), checked with the rest of the
 * configuration by {@link CabinetConfig#parse} and read from {@link CabinetConfig#values()}.
 *
 * @param port empty when SAS is off
 * @param pty the port is a pseudo-terminal carrying the PARMRK encoding (tests, bridges), not a UART
 * @param disablePlayWhenLinkDown the jurisdiction's link-down consequence
 * @param assetNumber the casino's asset number for this cabinet (LP 7B), 0 for none
 * @param legacyHandpayReporting SAS 6.02 section 7.8.2's legacy handpay reporting instead of the handpay queue
 * @param hostSetsClock LP 7F sets the cabinet's clock (a jurisdiction setting; else the host's time is refused)
 */
public record SasSettings(Optional<String> port, boolean pty, int address, boolean disablePlayWhenLinkDown,
                          boolean remoteHandpayReset, long assetNumber, boolean legacyHandpayReporting,
                          boolean hostSetsClock) {

    /** The settings before issue 35's keys (tests): no asset number, secure handpay reporting, LP 7F sets the clock. */
    public SasSettings(Optional<String> port, boolean pty, int address, boolean disablePlayWhenLinkDown,
                       boolean remoteHandpayReset) {
        this(port, pty, address, disablePlayWhenLinkDown, remoteHandpayReset, 0, false, true);
    }

    public boolean enabled() {
        return port.isPresent();
    }

    /** Parses and checks the SAS keys; throws {@link ConfigException} naming the key. */
    public static SasSettings of(Map<String, String> values) {
        boolean enabled = (Boolean) value(values, ConfigKey.SAS_ENABLED);
        String port = (String) value(values, ConfigKey.SAS_PORT);
        if (enabled && port == null) {
            throw new ConfigException(ConfigKey.SAS_PORT.key(), "is required when sas.enabled=true");
        }
        boolean pty = value(values, ConfigKey.SAS_PORT_KIND).equals("pty");
        if (port != null) {
            // Also with SAS off (docs/configuration.md "Device paths"): a wrong port is a wrong configuration before
            // the day sas.enabled is turned on.
            DevicePaths.check(ConfigKey.SAS_PORT.key(), port, pty ? DevicePaths.Kind.PTY : DevicePaths.Kind.UART);
        }
        int address = (int) (long) (Long) value(values, ConfigKey.SAS_ADDRESS);
        boolean disable = value(values, ConfigKey.SAS_LINK_DOWN).equals("disable-play");
        boolean reset = (Boolean) value(values, ConfigKey.SAS_REMOTE_HANDPAY_RESET);
        long asset = (Long) value(values, ConfigKey.SAS_ASSET_NUMBER);
        boolean legacy = value(values, ConfigKey.SAS_HANDPAY_REPORTING).equals("legacy");
        boolean clock = (Boolean) value(values, ConfigKey.SAS_CLOCK_SET);
        return new SasSettings(enabled ? Optional.of(port) : Optional.empty(), pty, address, disable, reset, asset,
            legacy, clock);
    }

    public static SasSettings of(CabinetConfig config) {
        return of(config.values());
    }

    /** {@code sas.asset.number} alone (the handpay receipt prints it), also where the link's keys are incomplete. */
    public static long assetNumber(CabinetConfig config) {
        return (Long) value(config.values(), ConfigKey.SAS_ASSET_NUMBER);
    }

    private static Object value(Map<String, String> values, ConfigKey k) {
        String v = values.get(k.key());
        if (v == null || v.isEmpty()) {
            return k.defaultValue() == null ? null : k.parse(k.defaultValue());
        }
        return k.parse(v);
    }
}
