(define (problem plan_trial_T00000000_000001_000160)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        CellPhoneType - otype
        EggType - otype
        GlassbottleType - otype
        KnifeType - otype
        SpatulaType - otype
        WineBottleType - otype
        WineBottle_bar__plus_00_dot_15_bar__plus_01_dot_32_bar__minus_02_dot_08 - object
        CellPhone_bar__minus_02_dot_88_bar__plus_00_dot_95_bar__minus_02_dot_74 - object
        Egg_bar__plus_01_dot_21_bar__plus_00_dot_39_bar__plus_01_dot_41 - object
        Egg_bar__plus_01_dot_72_bar__plus_01_dot_33_bar__plus_01_dot_71 - object
        Glassbottle_bar__minus_01_dot_56_bar__plus_01_dot_02_bar__plus_00_dot_67 - object
        Glassbottle_bar__minus_02_dot_37_bar__plus_00_dot_91_bar__plus_02_dot_91 - object
        Spatula_bar__minus_02_dot_84_bar__plus_01_dot_29_bar__plus_01_dot_45 - object
        Cabinet_bar__plus_00_dot_34_bar__plus_00_dot_40_bar__minus_00_dot_35 - receptacle
        Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__minus_00_dot_18 - receptacle
        Cabinet_bar__minus_00_dot_99_bar__plus_00_dot_40_bar__plus_00_dot_37 - receptacle
        Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__plus_00_dot_38 - receptacle
        Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__minus_00_dot_28 - receptacle
        CounterTop_bar__plus_01_dot_28_bar__plus_00_dot_95_bar__plus_00_dot_07 - receptacle
        DiningTable_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__plus_02_dot_46 - receptacle
        Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99 - receptacle
        GarbageCan_bar__plus_01_dot_30_bar__plus_00_dot_01_bar__plus_01_dot_47 - receptacle
        Microwave_bar__minus_01_dot_34_bar__plus_00_dot_90_bar__plus_00_dot_05 - receptacle
        loc_bar_0_bar_10_bar_3_bar_30 - location
        loc_bar_0_bar_3_bar_3_bar_30 - location
        loc_bar_1_bar_2_bar_1_bar_30 - location
        loc_bar_1_bar_6_bar_1_bar_30 - location
        loc_bar_1_bar_8_bar_0_bar_30 - location
        loc_bar_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_1_bar_1_bar_3_bar__minus_30 - location
        loc_bar__minus_1_bar_2_bar_2_bar_30 - location
        loc_bar__minus_1_bar_4_bar_3_bar_30 - location
        loc_bar__minus_2_bar_0_bar_3_bar_30 - location
        loc_bar__minus_2_bar_0_bar_3_bar__minus_30 - location
        )
(:init
        (atLocation agent1 loc_bar_1_bar_8_bar_0_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_34_bar__plus_00_dot_40_bar__minus_00_dot_35 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_34_bar__plus_00_dot_40_bar__minus_00_dot_35 loc_bar__minus_1_bar_2_bar_2_bar_30)
        (openable Cabinet_bar__plus_00_dot_34_bar__plus_00_dot_40_bar__minus_00_dot_35)
        (receptacleType Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__minus_00_dot_18 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__minus_00_dot_18 loc_bar_1_bar_2_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__minus_00_dot_18)
        (receptacleType Cabinet_bar__minus_00_dot_99_bar__plus_00_dot_40_bar__plus_00_dot_37 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_99_bar__plus_00_dot_40_bar__plus_00_dot_37 loc_bar_0_bar_3_bar_3_bar_30)
        (openable Cabinet_bar__minus_00_dot_99_bar__plus_00_dot_40_bar__plus_00_dot_37)
        (receptacleType Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__plus_00_dot_38 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__plus_00_dot_38 loc_bar__minus_2_bar_0_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__plus_00_dot_38)
        (receptacleType Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__minus_00_dot_28 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__minus_00_dot_28 loc_bar__minus_1_bar_1_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__minus_00_dot_28)
        (receptacleType CounterTop_bar__plus_01_dot_28_bar__plus_00_dot_95_bar__plus_00_dot_07 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_28_bar__plus_00_dot_95_bar__plus_00_dot_07 loc_bar_2_bar_1_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__plus_02_dot_46 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__plus_02_dot_46 loc_bar_0_bar_10_bar_3_bar_30)
        (receptacleType Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99 loc_bar__minus_1_bar_4_bar_3_bar_30)
        (openable Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99)
        (receptacleType GarbageCan_bar__plus_01_dot_30_bar__plus_00_dot_01_bar__plus_01_dot_47 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_30_bar__plus_00_dot_01_bar__plus_01_dot_47 loc_bar_1_bar_6_bar_1_bar_30)
        (receptacleType Microwave_bar__minus_01_dot_34_bar__plus_00_dot_90_bar__plus_00_dot_05 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_01_dot_34_bar__plus_00_dot_90_bar__plus_00_dot_05 loc_bar__minus_2_bar_0_bar_3_bar_30)
        (openable Microwave_bar__minus_01_dot_34_bar__plus_00_dot_90_bar__plus_00_dot_05)
        (canContain CabinetType GlassbottleType)
        (canContain CabinetType WineBottleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CellPhoneType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType GlassbottleType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType WineBottleType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CellPhoneType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType GlassbottleType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType SpatulaType)
        (canContain DiningTableType WineBottleType)
        (canContain FridgeType EggType)
        (canContain FridgeType GlassbottleType)
        (canContain FridgeType WineBottleType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType WineBottleType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType GlassbottleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType GlassbottleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SpatulaType)
        (objectType WineBottle_bar__plus_00_dot_15_bar__plus_01_dot_32_bar__minus_02_dot_08 WineBottleType)
        (inReceptacle WineBottle_bar__plus_00_dot_15_bar__plus_01_dot_32_bar__minus_02_dot_08 Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99)
        (objectAtLocation WineBottle_bar__plus_00_dot_15_bar__plus_01_dot_32_bar__minus_02_dot_08 loc_bar__minus_1_bar_4_bar_3_bar_30)
        (pickupable WineBottle_bar__plus_00_dot_15_bar__plus_01_dot_32_bar__minus_02_dot_08)
        (coolable WineBottle_bar__plus_00_dot_15_bar__plus_01_dot_32_bar__minus_02_dot_08)
        (objectType CellPhone_bar__minus_02_dot_88_bar__plus_00_dot_95_bar__minus_02_dot_74 CellPhoneType)
        (inReceptacle CellPhone_bar__minus_02_dot_88_bar__plus_00_dot_95_bar__minus_02_dot_74 DiningTable_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__plus_02_dot_46)
        (objectAtLocation CellPhone_bar__minus_02_dot_88_bar__plus_00_dot_95_bar__minus_02_dot_74 loc_bar_0_bar_10_bar_3_bar_30)
        (pickupable CellPhone_bar__minus_02_dot_88_bar__plus_00_dot_95_bar__minus_02_dot_74)
        (objectType Egg_bar__plus_01_dot_21_bar__plus_00_dot_39_bar__plus_01_dot_41 EggType)
        (inReceptacle Egg_bar__plus_01_dot_21_bar__plus_00_dot_39_bar__plus_01_dot_41 CounterTop_bar__plus_01_dot_28_bar__plus_00_dot_95_bar__plus_00_dot_07)
        (objectAtLocation Egg_bar__plus_01_dot_21_bar__plus_00_dot_39_bar__plus_01_dot_41 loc_bar_2_bar_1_bar_1_bar_30)
        (pickupable Egg_bar__plus_01_dot_21_bar__plus_00_dot_39_bar__plus_01_dot_41)
        (cleanable Egg_bar__plus_01_dot_21_bar__plus_00_dot_39_bar__plus_01_dot_41)
        (heatable Egg_bar__plus_01_dot_21_bar__plus_00_dot_39_bar__plus_01_dot_41)
        (coolable Egg_bar__plus_01_dot_21_bar__plus_00_dot_39_bar__plus_01_dot_41)
        (sliceable Egg_bar__plus_01_dot_21_bar__plus_00_dot_39_bar__plus_01_dot_41)
        (objectType Egg_bar__plus_01_dot_72_bar__plus_01_dot_33_bar__plus_01_dot_71 EggType)
        (inReceptacle Egg_bar__plus_01_dot_72_bar__plus_01_dot_33_bar__plus_01_dot_71 CounterTop_bar__plus_01_dot_28_bar__plus_00_dot_95_bar__plus_00_dot_07)
        (objectAtLocation Egg_bar__plus_01_dot_72_bar__plus_01_dot_33_bar__plus_01_dot_71 loc_bar_2_bar_1_bar_1_bar_30)
        (pickupable Egg_bar__plus_01_dot_72_bar__plus_01_dot_33_bar__plus_01_dot_71)
        (cleanable Egg_bar__plus_01_dot_72_bar__plus_01_dot_33_bar__plus_01_dot_71)
        (heatable Egg_bar__plus_01_dot_72_bar__plus_01_dot_33_bar__plus_01_dot_71)
        (coolable Egg_bar__plus_01_dot_72_bar__plus_01_dot_33_bar__plus_01_dot_71)
        (sliceable Egg_bar__plus_01_dot_72_bar__plus_01_dot_33_bar__plus_01_dot_71)
        (objectType Glassbottle_bar__minus_01_dot_56_bar__plus_01_dot_02_bar__plus_00_dot_67 GlassbottleType)
        (inReceptacle Glassbottle_bar__minus_01_dot_56_bar__plus_01_dot_02_bar__plus_00_dot_67 Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__plus_00_dot_38)
        (objectAtLocation Glassbottle_bar__minus_01_dot_56_bar__plus_01_dot_02_bar__plus_00_dot_67 loc_bar__minus_2_bar_0_bar_3_bar__minus_30)
        (pickupable Glassbottle_bar__minus_01_dot_56_bar__plus_01_dot_02_bar__plus_00_dot_67)
        (objectType Glassbottle_bar__minus_02_dot_37_bar__plus_00_dot_91_bar__plus_02_dot_91 GlassbottleType)
        (inReceptacle Glassbottle_bar__minus_02_dot_37_bar__plus_00_dot_91_bar__plus_02_dot_91 Cabinet_bar__plus_00_dot_34_bar__plus_00_dot_40_bar__minus_00_dot_35)
        (objectAtLocation Glassbottle_bar__minus_02_dot_37_bar__plus_00_dot_91_bar__plus_02_dot_91 loc_bar__minus_1_bar_2_bar_2_bar_30)
        (pickupable Glassbottle_bar__minus_02_dot_37_bar__plus_00_dot_91_bar__plus_02_dot_91)
        (objectType Spatula_bar__minus_02_dot_84_bar__plus_01_dot_29_bar__plus_01_dot_45 SpatulaType)
        (inReceptacle Spatula_bar__minus_02_dot_84_bar__plus_01_dot_29_bar__plus_01_dot_45 DiningTable_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__plus_02_dot_46)
        (objectAtLocation Spatula_bar__minus_02_dot_84_bar__plus_01_dot_29_bar__plus_01_dot_45 loc_bar_0_bar_10_bar_3_bar_30)
        (pickupable Spatula_bar__minus_02_dot_84_bar__plus_01_dot_29_bar__plus_01_dot_45)
        (cleanable Spatula_bar__minus_02_dot_84_bar__plus_01_dot_29_bar__plus_01_dot_45)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o WineBottleType)
                            (receptacleType ?r CabinetType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
