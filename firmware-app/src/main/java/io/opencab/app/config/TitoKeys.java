package io.opencab.app.config;

import io.opencab.hal.DeviceMode;
import io.opencab.hal.HalConfig;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code tito.*} keys (docs/configuration.md, docs/tito.md), checked with the rest of the configuration by
 * {@link CabinetConfig#parse}. With a ticket printer the limit and the casino name are required and the limit
 * may not exceed the handpay limit (a cash-out a jackpot would hand-pay is never a ticket); without one, a
 * {@code tito.*} key is a mistake (the cabinet would silently hand-pay) and is refused.
 */
public final class TitoKeys {
    private static final List<ConfigKey> KEYS = List.of(ConfigKey.TITO_TICKET_LIMIT, ConfigKey.TITO_EXPIRY_DAYS,
        ConfigKey.TITO_CASINO_NAME, ConfigKey.TITO_ADDRESS_1, ConfigKey.TITO_ADDRESS_2, ConfigKey.TITO_ADDRESS_3,
        ConfigKey.TITO_TITLE);

    private TitoKeys() {
    }

    /** The ticket settings, empty without a ticket printer; throws {@link ConfigException} naming the key. */
    static Optional<TitoSettings> of(Map<String, String> values, HalConfig hal, String cabinetId, long denominationCents,
            long handpayLimitCredits) {
        if (hal.ticketPrinter() == DeviceMode.NONE) {
            for (ConfigKey k : KEYS) {
                if (values.containsKey(k.key())) {
                    throw new ConfigException(k.key(), "is set but hal.printer is none: without a ticket printer every"
                        + " cash-out is a handpay (remove the key or configure hal.printer)");
                }
            }
            return Optional.empty();
        }
        long limit = (Long) required(values, ConfigKey.TITO_TICKET_LIMIT);
        long handpayCents = Math.multiplyExact(handpayLimitCredits, denominationCents);
        if (limit > handpayCents) {
            throw new ConfigException(ConfigKey.TITO_TICKET_LIMIT.key(), limit + " is above the handpay limit of "
                + handpayCents + " cents (handpay.limit.credits x cabinet.denomination.cents)");
        }
        String name = (String) required(values, ConfigKey.TITO_CASINO_NAME);
        List<String> address = new ArrayList<>();
        for (ConfigKey k : List.of(ConfigKey.TITO_ADDRESS_1, ConfigKey.TITO_ADDRESS_2, ConfigKey.TITO_ADDRESS_3)) {
            if (values.containsKey(k.key())) {
                address.add((String) k.parse(values.get(k.key())));
            }
        }
        int expiry = (int) (long) (Long) optional(values, ConfigKey.TITO_EXPIRY_DAYS);
        String title = (String) optional(values, ConfigKey.TITO_TITLE);
        String currency = hal.bill() == null ? "USD" : hal.bill().denominations().currency();
        return Optional.of(new TitoSettings(limit, expiry, name, address, title, cabinetId, currency,
            denominationCents, DisplayKeys.grouping(values)));
    }

    /**
     * Ticket in: empty unless {@code tito.ticket.in=true}, which needs SAS (the host redeems every ticket) and a
     * bill validator (it reads them); throws {@link ConfigException} naming the key.
     */
    static Optional<TicketInSettings> ticketIn(Map<String, String> values, HalConfig hal) {
        boolean on = (Boolean) optional(values, ConfigKey.TITO_TICKET_IN);
        if (!on) {
            if (values.containsKey(ConfigKey.TITO_REDEEM_TIMEOUT.key())) {
                throw new ConfigException(ConfigKey.TITO_REDEEM_TIMEOUT.key(), "is set but tito.ticket.in is not true");
            }
            return Optional.empty();
        }
        if (!(Boolean) optional(values, ConfigKey.SAS_ENABLED)) {
            throw new ConfigException(ConfigKey.TITO_TICKET_IN.key(), "needs sas.enabled=true: only the casino system"
                + " can redeem a ticket");
        }
        if (hal.billValidator() == DeviceMode.NONE) {
            throw new ConfigException(ConfigKey.TITO_TICKET_IN.key(), "needs a bill validator (hal.bill) to read tickets");
        }
        long ms = (Long) optional(values, ConfigKey.TITO_REDEEM_TIMEOUT);
        long hold = hal.bill().ticketHold().toMillis();
        if (ms >= hold) {
            // The validator gives a held ticket back by itself at hal.bill.ticket.hold.ms: the cabinet's own timeout
            // must come first, so the host learns the ticket was returned for a timeout (LP 71 status 88).
            throw new ConfigException(ConfigKey.TITO_REDEEM_TIMEOUT.key(), ms + " must be below hal.bill.ticket.hold.ms ("
                + hold + "), how long the validator holds a ticket");
        }
        return Optional.of(new TicketInSettings(java.time.Duration.ofMillis(ms)));
    }

    /**
     * {@code sas.handpay.receipt}: whether each validated handpay gets a receipt (docs/sas.md "Validated handpays").
     * The receipt comes from the ticket printer, so the key set true without one is refused.
     */
    static boolean handpayReceipt(Map<String, String> values, HalConfig hal) {
        boolean on = (Boolean) optional(values, ConfigKey.SAS_HANDPAY_RECEIPT);
        if (on && hal.ticketPrinter() == DeviceMode.NONE) {
            throw new ConfigException(ConfigKey.SAS_HANDPAY_RECEIPT.key(), "is true but hal.printer is none: a handpay"
                + " receipt is printed on the ticket printer (and without one no handpay is validated)");
        }
        return on;
    }

    /** {@code sas.handpay.receipt} of a checked configuration. */
    public static boolean handpayReceipt(CabinetConfig c) {
        return handpayReceipt(c.values(), c.hal());
    }

    /** The ticket-in settings of a checked configuration, empty unless {@code tito.ticket.in=true}. */
    public static Optional<TicketInSettings> ticketIn(CabinetConfig c) {
        return ticketIn(c.values(), c.hal());
    }

    /** The ticket settings of a checked configuration, empty without a ticket printer. */
    public static Optional<TitoSettings> of(CabinetConfig c) {
        return of(c.values(), c.hal(), c.cabinetId(), c.denominationCents(), c.handpayLimit());
    }

    private static Object required(Map<String, String> values, ConfigKey k) {
        String v = values.get(k.key());
        if (v == null || v.isEmpty()) {
            throw new ConfigException(k.key(), "is required with a ticket printer (hal.printer real or simulated)");
        }
        return k.parse(v);
    }

    private static Object optional(Map<String, String> values, ConfigKey k) {
        String v = values.get(k.key());
        return k.parse(v == null || v.isEmpty() ? k.defaultValue() : v);
    }
}
