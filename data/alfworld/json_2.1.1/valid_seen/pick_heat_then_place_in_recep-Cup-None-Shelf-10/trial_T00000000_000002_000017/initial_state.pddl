(define (problem plan_trial_T00000000_000002_000017)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        BreadType - otype
        ButterKnifeType - otype
        CupType - otype
        GlassbottleType - otype
        KnifeType - otype
        MugType - otype
        SaltShakerType - otype
        StatueType - otype
        Cup_bar__minus_00_dot_05_bar__plus_01_dot_49_bar__plus_02_dot_96 - object
        Cup_bar__minus_02_dot_05_bar__plus_01_dot_02_bar__minus_00_dot_70 - object
        Bread_bar__plus_02_dot_55_bar__plus_00_dot_56_bar__plus_01_dot_43 - object
        Glassbottle_bar__plus_02_dot_19_bar__plus_00_dot_34_bar__plus_00_dot_01 - object
        Mug_bar__plus_01_dot_12_bar__plus_00_dot_12_bar__minus_01_dot_60 - object
        Mug_bar__plus_01_dot_25_bar__plus_01_dot_19_bar__minus_01_dot_37 - object
        SaltShaker_bar__plus_01_dot_39_bar__plus_00_dot_74_bar__plus_02_dot_36 - object
        Statue_bar__minus_02_dot_66_bar__plus_01_dot_36_bar__plus_02_dot_00 - object
        Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_72 - receptacle
        Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38 - receptacle
        Drawer_bar__plus_00_dot_64_bar__plus_00_dot_27_bar__minus_00_dot_65 - receptacle
        Drawer_bar__plus_00_dot_64_bar__plus_00_dot_76_bar__minus_00_dot_65 - receptacle
        Fridge_bar__plus_00_dot_97_bar__plus_00_dot_00_bar__plus_01_dot_25 - receptacle
        GarbageCan_bar__minus_00_dot_95_bar__plus_00_dot_00_bar__plus_00_dot_58 - receptacle
        Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30 - receptacle
        Shelf_bar__minus_01_dot_69_bar__plus_00_dot_54_bar__plus_02_dot_72 - receptacle
        Shelf_bar__minus_01_dot_69_bar__plus_00_dot_87_bar__plus_02_dot_72 - receptacle
        loc_bar_0_bar_4_bar_3_bar_30 - location
        loc_bar_0_bar_5_bar_1_bar_0 - location
        loc_bar_0_bar__minus_4_bar_1_bar_30 - location
        loc_bar_0_bar__minus_6_bar_0_bar_30 - location
        loc_bar_0_bar__minus_8_bar_1_bar_30 - location
        loc_bar_1_bar__minus_5_bar_1_bar_0 - location
        loc_bar_1_bar__minus_8_bar_1_bar__minus_30 - location
        loc_bar_9_bar__minus_3_bar_1_bar_30 - location
        loc_bar__minus_9_bar_6_bar_0_bar_30 - location
        loc_bar__minus_9_bar_7_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_9_bar__minus_3_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_72 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_72 loc_bar_0_bar__minus_8_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_72)
        (receptacleType Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38 loc_bar_1_bar__minus_8_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38)
        (receptacleType Drawer_bar__plus_00_dot_64_bar__plus_00_dot_27_bar__minus_00_dot_65 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_64_bar__plus_00_dot_27_bar__minus_00_dot_65 loc_bar_0_bar__minus_6_bar_0_bar_30)
        (openable Drawer_bar__plus_00_dot_64_bar__plus_00_dot_27_bar__minus_00_dot_65)
        (receptacleType Drawer_bar__plus_00_dot_64_bar__plus_00_dot_76_bar__minus_00_dot_65 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_64_bar__plus_00_dot_76_bar__minus_00_dot_65 loc_bar_0_bar__minus_4_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_64_bar__plus_00_dot_76_bar__minus_00_dot_65)
        (receptacleType Fridge_bar__plus_00_dot_97_bar__plus_00_dot_00_bar__plus_01_dot_25 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_00_dot_97_bar__plus_00_dot_00_bar__plus_01_dot_25 loc_bar_0_bar_5_bar_1_bar_0)
        (openable Fridge_bar__plus_00_dot_97_bar__plus_00_dot_00_bar__plus_01_dot_25)
        (receptacleType GarbageCan_bar__minus_00_dot_95_bar__plus_00_dot_00_bar__plus_00_dot_58 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_95_bar__plus_00_dot_00_bar__plus_00_dot_58 loc_bar_0_bar_4_bar_3_bar_30)
        (receptacleType Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30 loc_bar_1_bar__minus_5_bar_1_bar_0)
        (openable Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30)
        (receptacleType Shelf_bar__minus_01_dot_69_bar__plus_00_dot_54_bar__plus_02_dot_72 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_69_bar__plus_00_dot_54_bar__plus_02_dot_72 loc_bar__minus_9_bar_6_bar_0_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_69_bar__plus_00_dot_87_bar__plus_02_dot_72 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_69_bar__plus_00_dot_87_bar__plus_02_dot_72 loc_bar__minus_9_bar_7_bar_0_bar_30)
        (canContain CabinetType CupType)
        (canContain CabinetType GlassbottleType)
        (canContain CabinetType MugType)
        (canContain CabinetType SaltShakerType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SaltShakerType)
        (canContain FridgeType BreadType)
        (canContain FridgeType CupType)
        (canContain FridgeType GlassbottleType)
        (canContain FridgeType MugType)
        (canContain GarbageCanType BreadType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType GlassbottleType)
        (canContain MicrowaveType MugType)
        (canContain ShelfType CupType)
        (canContain ShelfType GlassbottleType)
        (canContain ShelfType MugType)
        (canContain ShelfType SaltShakerType)
        (canContain ShelfType StatueType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType GlassbottleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (objectType Cup_bar__minus_00_dot_05_bar__plus_01_dot_49_bar__plus_02_dot_96 CupType)
        (inReceptacle Cup_bar__minus_00_dot_05_bar__plus_01_dot_49_bar__plus_02_dot_96 Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30)
        (objectAtLocation Cup_bar__minus_00_dot_05_bar__plus_01_dot_49_bar__plus_02_dot_96 loc_bar_1_bar__minus_5_bar_1_bar_0)
        (pickupable Cup_bar__minus_00_dot_05_bar__plus_01_dot_49_bar__plus_02_dot_96)
        (cleanable Cup_bar__minus_00_dot_05_bar__plus_01_dot_49_bar__plus_02_dot_96)
        (heatable Cup_bar__minus_00_dot_05_bar__plus_01_dot_49_bar__plus_02_dot_96)
        (coolable Cup_bar__minus_00_dot_05_bar__plus_01_dot_49_bar__plus_02_dot_96)
        (isReceptacleObject Cup_bar__minus_00_dot_05_bar__plus_01_dot_49_bar__plus_02_dot_96)
        (objectType Cup_bar__minus_02_dot_05_bar__plus_01_dot_02_bar__minus_00_dot_70 CupType)
        (inReceptacle Cup_bar__minus_02_dot_05_bar__plus_01_dot_02_bar__minus_00_dot_70 Fridge_bar__plus_00_dot_97_bar__plus_00_dot_00_bar__plus_01_dot_25)
        (objectAtLocation Cup_bar__minus_02_dot_05_bar__plus_01_dot_02_bar__minus_00_dot_70 loc_bar_0_bar_5_bar_1_bar_0)
        (pickupable Cup_bar__minus_02_dot_05_bar__plus_01_dot_02_bar__minus_00_dot_70)
        (cleanable Cup_bar__minus_02_dot_05_bar__plus_01_dot_02_bar__minus_00_dot_70)
        (heatable Cup_bar__minus_02_dot_05_bar__plus_01_dot_02_bar__minus_00_dot_70)
        (coolable Cup_bar__minus_02_dot_05_bar__plus_01_dot_02_bar__minus_00_dot_70)
        (isReceptacleObject Cup_bar__minus_02_dot_05_bar__plus_01_dot_02_bar__minus_00_dot_70)
        (objectType Bread_bar__plus_02_dot_55_bar__plus_00_dot_56_bar__plus_01_dot_43 BreadType)
        (inReceptacle Bread_bar__plus_02_dot_55_bar__plus_00_dot_56_bar__plus_01_dot_43 Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30)
        (objectAtLocation Bread_bar__plus_02_dot_55_bar__plus_00_dot_56_bar__plus_01_dot_43 loc_bar_1_bar__minus_5_bar_1_bar_0)
        (pickupable Bread_bar__plus_02_dot_55_bar__plus_00_dot_56_bar__plus_01_dot_43)
        (heatable Bread_bar__plus_02_dot_55_bar__plus_00_dot_56_bar__plus_01_dot_43)
        (coolable Bread_bar__plus_02_dot_55_bar__plus_00_dot_56_bar__plus_01_dot_43)
        (sliceable Bread_bar__plus_02_dot_55_bar__plus_00_dot_56_bar__plus_01_dot_43)
        (objectType Glassbottle_bar__plus_02_dot_19_bar__plus_00_dot_34_bar__plus_00_dot_01 GlassbottleType)
        (inReceptacle Glassbottle_bar__plus_02_dot_19_bar__plus_00_dot_34_bar__plus_00_dot_01 Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_72)
        (objectAtLocation Glassbottle_bar__plus_02_dot_19_bar__plus_00_dot_34_bar__plus_00_dot_01 loc_bar_0_bar__minus_8_bar_1_bar_30)
        (pickupable Glassbottle_bar__plus_02_dot_19_bar__plus_00_dot_34_bar__plus_00_dot_01)
        (objectType Mug_bar__plus_01_dot_12_bar__plus_00_dot_12_bar__minus_01_dot_60 MugType)
        (inReceptacle Mug_bar__plus_01_dot_12_bar__plus_00_dot_12_bar__minus_01_dot_60 Shelf_bar__minus_01_dot_69_bar__plus_00_dot_87_bar__plus_02_dot_72)
        (objectAtLocation Mug_bar__plus_01_dot_12_bar__plus_00_dot_12_bar__minus_01_dot_60 loc_bar__minus_9_bar_7_bar_0_bar_30)
        (pickupable Mug_bar__plus_01_dot_12_bar__plus_00_dot_12_bar__minus_01_dot_60)
        (cleanable Mug_bar__plus_01_dot_12_bar__plus_00_dot_12_bar__minus_01_dot_60)
        (heatable Mug_bar__plus_01_dot_12_bar__plus_00_dot_12_bar__minus_01_dot_60)
        (coolable Mug_bar__plus_01_dot_12_bar__plus_00_dot_12_bar__minus_01_dot_60)
        (isReceptacleObject Mug_bar__plus_01_dot_12_bar__plus_00_dot_12_bar__minus_01_dot_60)
        (objectType Mug_bar__plus_01_dot_25_bar__plus_01_dot_19_bar__minus_01_dot_37 MugType)
        (inReceptacle Mug_bar__plus_01_dot_25_bar__plus_01_dot_19_bar__minus_01_dot_37 Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38)
        (objectAtLocation Mug_bar__plus_01_dot_25_bar__plus_01_dot_19_bar__minus_01_dot_37 loc_bar_1_bar__minus_8_bar_1_bar__minus_30)
        (pickupable Mug_bar__plus_01_dot_25_bar__plus_01_dot_19_bar__minus_01_dot_37)
        (cleanable Mug_bar__plus_01_dot_25_bar__plus_01_dot_19_bar__minus_01_dot_37)
        (heatable Mug_bar__plus_01_dot_25_bar__plus_01_dot_19_bar__minus_01_dot_37)
        (coolable Mug_bar__plus_01_dot_25_bar__plus_01_dot_19_bar__minus_01_dot_37)
        (isReceptacleObject Mug_bar__plus_01_dot_25_bar__plus_01_dot_19_bar__minus_01_dot_37)
        (objectType SaltShaker_bar__plus_01_dot_39_bar__plus_00_dot_74_bar__plus_02_dot_36 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_01_dot_39_bar__plus_00_dot_74_bar__plus_02_dot_36 Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38)
        (objectAtLocation SaltShaker_bar__plus_01_dot_39_bar__plus_00_dot_74_bar__plus_02_dot_36 loc_bar_1_bar__minus_8_bar_1_bar__minus_30)
        (pickupable SaltShaker_bar__plus_01_dot_39_bar__plus_00_dot_74_bar__plus_02_dot_36)
        (objectType Statue_bar__minus_02_dot_66_bar__plus_01_dot_36_bar__plus_02_dot_00 StatueType)
        (inReceptacle Statue_bar__minus_02_dot_66_bar__plus_01_dot_36_bar__plus_02_dot_00 Shelf_bar__minus_01_dot_69_bar__plus_00_dot_87_bar__plus_02_dot_72)
        (objectAtLocation Statue_bar__minus_02_dot_66_bar__plus_01_dot_36_bar__plus_02_dot_00 loc_bar__minus_9_bar_7_bar_0_bar_30)
        (pickupable Statue_bar__minus_02_dot_66_bar__plus_01_dot_36_bar__plus_02_dot_00)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o CupType)
                            (receptacleType ?r ShelfType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
