(define (problem plan_trial_T00000000_000001_000032)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BowlType - otype
        ButterKnifeType - otype
        DishSpongeType - otype
        EggType - otype
        KnifeType - otype
        PotType - otype
        PotatoType - otype
        SpatulaType - otype
        Pot_bar__minus_00_dot_01_bar__plus_00_dot_92_bar__plus_02_dot_34 - object
        Bowl_bar__plus_00_dot_41_bar__plus_00_dot_79_bar__minus_02_dot_06 - object
        Bowl_bar__minus_00_dot_13_bar__plus_00_dot_82_bar__minus_01_dot_59 - object
        DishSponge_bar__minus_00_dot_88_bar__plus_00_dot_05_bar__plus_02_dot_67 - object
        DishSponge_bar__plus_01_dot_54_bar__plus_00_dot_56_bar__plus_01_dot_87 - object
        Egg_bar__minus_02_dot_02_bar__plus_01_dot_26_bar__minus_01_dot_84 - object
        Potato_bar__plus_01_dot_96_bar__plus_00_dot_05_bar__minus_01_dot_46 - object
        Potato_bar__minus_00_dot_85_bar__plus_00_dot_37_bar__plus_00_dot_55 - object
        Spatula_bar__plus_02_dot_10_bar__plus_00_dot_94_bar__minus_02_dot_01 - object
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_01_dot_71 - receptacle
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_94 - receptacle
        Cabinet_bar__plus_01_dot_27_bar__plus_02_dot_13_bar__plus_00_dot_43 - receptacle
        Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53 - receptacle
        Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_03_dot_10 - receptacle
        Cabinet_bar__minus_00_dot_26_bar__plus_02_dot_13_bar__plus_00_dot_43 - receptacle
        Cabinet_bar__minus_00_dot_78_bar__plus_00_dot_42_bar__plus_00_dot_74 - receptacle
        CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72 - receptacle
        Drawer_bar__plus_00_dot_12_bar__plus_00_dot_80_bar__plus_00_dot_52 - receptacle
        Drawer_bar__plus_01_dot_28_bar__plus_00_dot_80_bar__plus_03_dot_29 - receptacle
        Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63 - receptacle
        GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50 - receptacle
        Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 - receptacle
        Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin - receptacle
        loc_bar_0_bar_4_bar_2_bar__minus_30 - location
        loc_bar_0_bar_7_bar_2_bar_30 - location
        loc_bar_1_bar_10_bar_1_bar_30 - location
        loc_bar_1_bar_13_bar_1_bar_30 - location
        loc_bar_1_bar_6_bar_2_bar_0 - location
        loc_bar_1_bar_7_bar_1_bar_30 - location
        loc_bar_3_bar_14_bar_1_bar__minus_30 - location
        loc_bar_3_bar_19_bar_1_bar_30 - location
        loc_bar_3_bar_4_bar_2_bar__minus_30 - location
        loc_bar_3_bar_5_bar_1_bar__minus_30 - location
        loc_bar_3_bar_9_bar_1_bar_30 - location
        loc_bar_4_bar_22_bar_1_bar_0 - location
        loc_bar_4_bar_24_bar_1_bar_30 - location
        loc_bar_8_bar__minus_4_bar_0_bar_30 - location
        loc_bar__minus_3_bar_5_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_8_bar__minus_4_bar_0_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_01_dot_71 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_01_dot_71 loc_bar_1_bar_7_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_01_dot_71)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_94 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_94 loc_bar_1_bar_10_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_94)
        (receptacleType Cabinet_bar__plus_01_dot_27_bar__plus_02_dot_13_bar__plus_00_dot_43 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_27_bar__plus_02_dot_13_bar__plus_00_dot_43 loc_bar_3_bar_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_27_bar__plus_02_dot_13_bar__plus_00_dot_43)
        (receptacleType Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53 loc_bar_3_bar_5_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53)
        (receptacleType Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_03_dot_10 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_03_dot_10 loc_bar_3_bar_14_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_03_dot_10)
        (receptacleType Cabinet_bar__minus_00_dot_26_bar__plus_02_dot_13_bar__plus_00_dot_43 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_26_bar__plus_02_dot_13_bar__plus_00_dot_43 loc_bar_0_bar_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_26_bar__plus_02_dot_13_bar__plus_00_dot_43)
        (receptacleType Cabinet_bar__minus_00_dot_78_bar__plus_00_dot_42_bar__plus_00_dot_74 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_78_bar__plus_00_dot_42_bar__plus_00_dot_74 loc_bar_0_bar_7_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_78_bar__plus_00_dot_42_bar__plus_00_dot_74)
        (receptacleType CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72 loc_bar_3_bar_19_bar_1_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_12_bar__plus_00_dot_80_bar__plus_00_dot_52 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_12_bar__plus_00_dot_80_bar__plus_00_dot_52 loc_bar__minus_3_bar_5_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_12_bar__plus_00_dot_80_bar__plus_00_dot_52)
        (receptacleType Drawer_bar__plus_01_dot_28_bar__plus_00_dot_80_bar__plus_03_dot_29 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_28_bar__plus_00_dot_80_bar__plus_03_dot_29 loc_bar_1_bar_13_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_28_bar__plus_00_dot_80_bar__plus_03_dot_29)
        (receptacleType Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63 loc_bar_4_bar_22_bar_1_bar_0)
        (openable Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63)
        (receptacleType GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50 loc_bar_4_bar_24_bar_1_bar_30)
        (receptacleType Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 loc_bar_1_bar_6_bar_2_bar_0)
        (openable Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26)
        (receptacleType Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin loc_bar_3_bar_9_bar_1_bar_30)
        (canContain CabinetType BowlType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PotType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SpatulaType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType BowlType)
        (canContain FridgeType EggType)
        (canContain FridgeType PotType)
        (canContain FridgeType PotatoType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType PotatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpatulaType)
        (objectType Pot_bar__minus_00_dot_01_bar__plus_00_dot_92_bar__plus_02_dot_34 PotType)
        (inReceptacle Pot_bar__minus_00_dot_01_bar__plus_00_dot_92_bar__plus_02_dot_34 CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72)
        (objectAtLocation Pot_bar__minus_00_dot_01_bar__plus_00_dot_92_bar__plus_02_dot_34 loc_bar_3_bar_19_bar_1_bar_30)
        (pickupable Pot_bar__minus_00_dot_01_bar__plus_00_dot_92_bar__plus_02_dot_34)
        (cleanable Pot_bar__minus_00_dot_01_bar__plus_00_dot_92_bar__plus_02_dot_34)
        (coolable Pot_bar__minus_00_dot_01_bar__plus_00_dot_92_bar__plus_02_dot_34)
        (isReceptacleObject Pot_bar__minus_00_dot_01_bar__plus_00_dot_92_bar__plus_02_dot_34)
        (objectType Bowl_bar__plus_00_dot_41_bar__plus_00_dot_79_bar__minus_02_dot_06 BowlType)
        (inReceptacle Bowl_bar__plus_00_dot_41_bar__plus_00_dot_79_bar__minus_02_dot_06 Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin)
        (objectAtLocation Bowl_bar__plus_00_dot_41_bar__plus_00_dot_79_bar__minus_02_dot_06 loc_bar_3_bar_9_bar_1_bar_30)
        (pickupable Bowl_bar__plus_00_dot_41_bar__plus_00_dot_79_bar__minus_02_dot_06)
        (cleanable Bowl_bar__plus_00_dot_41_bar__plus_00_dot_79_bar__minus_02_dot_06)
        (coolable Bowl_bar__plus_00_dot_41_bar__plus_00_dot_79_bar__minus_02_dot_06)
        (isReceptacleObject Bowl_bar__plus_00_dot_41_bar__plus_00_dot_79_bar__minus_02_dot_06)
        (objectType Bowl_bar__minus_00_dot_13_bar__plus_00_dot_82_bar__minus_01_dot_59 BowlType)
        (inReceptacle Bowl_bar__minus_00_dot_13_bar__plus_00_dot_82_bar__minus_01_dot_59 Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin)
        (objectAtLocation Bowl_bar__minus_00_dot_13_bar__plus_00_dot_82_bar__minus_01_dot_59 loc_bar_3_bar_9_bar_1_bar_30)
        (pickupable Bowl_bar__minus_00_dot_13_bar__plus_00_dot_82_bar__minus_01_dot_59)
        (cleanable Bowl_bar__minus_00_dot_13_bar__plus_00_dot_82_bar__minus_01_dot_59)
        (coolable Bowl_bar__minus_00_dot_13_bar__plus_00_dot_82_bar__minus_01_dot_59)
        (isReceptacleObject Bowl_bar__minus_00_dot_13_bar__plus_00_dot_82_bar__minus_01_dot_59)
        (objectType DishSponge_bar__minus_00_dot_88_bar__plus_00_dot_05_bar__plus_02_dot_67 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_00_dot_88_bar__plus_00_dot_05_bar__plus_02_dot_67 Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin)
        (objectAtLocation DishSponge_bar__minus_00_dot_88_bar__plus_00_dot_05_bar__plus_02_dot_67 loc_bar_3_bar_9_bar_1_bar_30)
        (pickupable DishSponge_bar__minus_00_dot_88_bar__plus_00_dot_05_bar__plus_02_dot_67)
        (cleanable DishSponge_bar__minus_00_dot_88_bar__plus_00_dot_05_bar__plus_02_dot_67)
        (objectType DishSponge_bar__plus_01_dot_54_bar__plus_00_dot_56_bar__plus_01_dot_87 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_01_dot_54_bar__plus_00_dot_56_bar__plus_01_dot_87 Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53)
        (objectAtLocation DishSponge_bar__plus_01_dot_54_bar__plus_00_dot_56_bar__plus_01_dot_87 loc_bar_3_bar_5_bar_1_bar__minus_30)
        (pickupable DishSponge_bar__plus_01_dot_54_bar__plus_00_dot_56_bar__plus_01_dot_87)
        (cleanable DishSponge_bar__plus_01_dot_54_bar__plus_00_dot_56_bar__plus_01_dot_87)
        (objectType Egg_bar__minus_02_dot_02_bar__plus_01_dot_26_bar__minus_01_dot_84 EggType)
        (inReceptacle Egg_bar__minus_02_dot_02_bar__plus_01_dot_26_bar__minus_01_dot_84 GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50)
        (objectAtLocation Egg_bar__minus_02_dot_02_bar__plus_01_dot_26_bar__minus_01_dot_84 loc_bar_4_bar_24_bar_1_bar_30)
        (pickupable Egg_bar__minus_02_dot_02_bar__plus_01_dot_26_bar__minus_01_dot_84)
        (cleanable Egg_bar__minus_02_dot_02_bar__plus_01_dot_26_bar__minus_01_dot_84)
        (heatable Egg_bar__minus_02_dot_02_bar__plus_01_dot_26_bar__minus_01_dot_84)
        (coolable Egg_bar__minus_02_dot_02_bar__plus_01_dot_26_bar__minus_01_dot_84)
        (sliceable Egg_bar__minus_02_dot_02_bar__plus_01_dot_26_bar__minus_01_dot_84)
        (objectType Potato_bar__plus_01_dot_96_bar__plus_00_dot_05_bar__minus_01_dot_46 PotatoType)
        (inReceptacle Potato_bar__plus_01_dot_96_bar__plus_00_dot_05_bar__minus_01_dot_46 Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin)
        (objectAtLocation Potato_bar__plus_01_dot_96_bar__plus_00_dot_05_bar__minus_01_dot_46 loc_bar_3_bar_9_bar_1_bar_30)
        (pickupable Potato_bar__plus_01_dot_96_bar__plus_00_dot_05_bar__minus_01_dot_46)
        (cleanable Potato_bar__plus_01_dot_96_bar__plus_00_dot_05_bar__minus_01_dot_46)
        (heatable Potato_bar__plus_01_dot_96_bar__plus_00_dot_05_bar__minus_01_dot_46)
        (coolable Potato_bar__plus_01_dot_96_bar__plus_00_dot_05_bar__minus_01_dot_46)
        (sliceable Potato_bar__plus_01_dot_96_bar__plus_00_dot_05_bar__minus_01_dot_46)
        (objectType Potato_bar__minus_00_dot_85_bar__plus_00_dot_37_bar__plus_00_dot_55 PotatoType)
        (inReceptacle Potato_bar__minus_00_dot_85_bar__plus_00_dot_37_bar__plus_00_dot_55 Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63)
        (objectAtLocation Potato_bar__minus_00_dot_85_bar__plus_00_dot_37_bar__plus_00_dot_55 loc_bar_4_bar_22_bar_1_bar_0)
        (pickupable Potato_bar__minus_00_dot_85_bar__plus_00_dot_37_bar__plus_00_dot_55)
        (cleanable Potato_bar__minus_00_dot_85_bar__plus_00_dot_37_bar__plus_00_dot_55)
        (heatable Potato_bar__minus_00_dot_85_bar__plus_00_dot_37_bar__plus_00_dot_55)
        (coolable Potato_bar__minus_00_dot_85_bar__plus_00_dot_37_bar__plus_00_dot_55)
        (sliceable Potato_bar__minus_00_dot_85_bar__plus_00_dot_37_bar__plus_00_dot_55)
        (objectType Spatula_bar__plus_02_dot_10_bar__plus_00_dot_94_bar__minus_02_dot_01 SpatulaType)
        (inReceptacle Spatula_bar__plus_02_dot_10_bar__plus_00_dot_94_bar__minus_02_dot_01 Drawer_bar__plus_01_dot_28_bar__plus_00_dot_80_bar__plus_03_dot_29)
        (objectAtLocation Spatula_bar__plus_02_dot_10_bar__plus_00_dot_94_bar__minus_02_dot_01 loc_bar_1_bar_13_bar_1_bar_30)
        (pickupable Spatula_bar__plus_02_dot_10_bar__plus_00_dot_94_bar__minus_02_dot_01)
        (cleanable Spatula_bar__plus_02_dot_10_bar__plus_00_dot_94_bar__minus_02_dot_01)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o PotType)
                            (receptacleType ?r SinkBasinType)
                        )
                    )
                )
            )
        )
    )
