// Prepares a cabinet's meter store for the AFT screenshots (docs/aft.md, docs/ui.md): the host's registration and
// 38 in-house transfers to the machine, applied through the store's own API as the cabinet applies a host's LP 72,
// leaving cashable, restricted (pool 7, expiring 31 Dec 2026) and non-restricted credits on the meter. Not part of
// the build; run by tests/kiosk/aft-screens.sh with the cabinet's class path:  java -cp CP tests/kiosk/AftStore.java CONFIG
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.StoreSettings;
import io.opencab.engine.game.GameCatalog;
import io.opencab.meters.AftRegistration;
import io.opencab.meters.AftTransferRequest;
import io.opencab.meters.AftTransfers;
import io.opencab.meters.MeterStore;
import java.nio.file.Path;
import java.time.Clock;

public class AftStore {
    public static void main(String[] args) {
        CabinetConfig c = CabinetConfig.load(Path.of(args[0]), GameCatalog.standard());
        try (MeterStore s = MeterStore.open(c.storePath(), StoreSettings.of(c), Clock.systemUTC())) {
            AftTransfers t = AftTransfers.of(s);
            byte[] key = new byte[AftRegistration.KEY_BYTES];
            for (int i = 0; i < key.length; i++) {
                key[i] = (byte) (0x3C + 7 * i);
            }
            t.register(new AftRegistration(AftRegistration.REGISTERED, 1234, key, 56, Clock.systemUTC().instant()));
            for (int i = 1; i <= 38; i++) {
                long cashable = i == 38 ? 2_000 : i % 3 == 0 ? 0 : 500;
                long restricted = i == 38 ? 500 : i % 3 == 0 ? 100 : 0;
                long nonRestricted = i == 38 ? 200 : i % 5 == 0 ? 100 : 0;
                t.transferIn(new AftTransferRequest(String.format("CMS-%06d", 4_100 + i), 0, cashable, restricted,
                    nonRestricted, true, 7, 12_312_026, 0, c.creditLimit()));
            }
        }
    }
}
