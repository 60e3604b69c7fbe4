(define (problem plan_trial_T00000000_000001_000130)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        DishSpongeType - otype
        ForkType - otype
        GlassbottleType - otype
        KnifeType - otype
        PenType - otype
        PepperShakerType - otype
        PotatoType - otype
        SaltShakerType - otype
        Potato_bar__plus_00_dot_04_bar__plus_01_dot_18_bar__plus_00_dot_62 - object
        DishSponge_bar__minus_02_dot_83_bar__plus_00_dot_44_bar__minus_00_dot_49 - object
        DishSponge_bar__minus_02_dot_97_bar__plus_00_dot_77_bar__plus_02_dot_32 - object
        Fork_bar__plus_02_dot_45_bar__plus_00_dot_26_bar__plus_00_dot_57 - object
        Glassbottle_bar__minus_02_dot_55_bar__plus_00_dot_59_bar__plus_00_dot_01 - object
        Pen_bar__minus_02_dot_49_bar__plus_00_dot_95_bar__minus_02_dot_74 - object
        PepperShaker_bar__plus_01_dot_06_bar__plus_01_dot_08_bar__minus_01_dot_87 - object
        SaltShaker_bar__plus_00_dot_47_bar__plus_00_dot_41_bar__minus_02_dot_32 - object
        Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_80 - receptacle
        Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_20 - receptacle
        Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_03_dot_40 - receptacle
        Cabinet_bar__minus_00_dot_88_bar__plus_00_dot_39_bar__minus_03_dot_42 - receptacle
        Cabinet_bar__minus_00_dot_88_bar__plus_02_dot_14_bar__minus_03_dot_69 - receptacle
        Cabinet_bar__minus_01_dot_76_bar__plus_02_dot_14_bar__minus_03_dot_69 - receptacle
        CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_95_bar__minus_02_dot_79 - receptacle
        DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70 - receptacle
        Drawer_bar__minus_00_dot_45_bar__plus_00_dot_78_bar__minus_03_dot_27 - receptacle
        Fridge_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_77 - receptacle
        Microwave_bar__minus_01_dot_32_bar__plus_01_dot_52_bar__minus_03_dot_85 - receptacle
        Sink_bar__minus_00_dot_35_bar__plus_00_dot_91_bar__minus_02_dot_01_bar_SinkBasin - receptacle
        loc_bar_3_bar__minus_4_bar_3_bar_30 - location
        loc_bar__minus_4_bar__minus_10_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_12_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_9_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_9_bar_2_bar_0 - location
        loc_bar__minus_5_bar__minus_12_bar_1_bar_30 - location
        loc_bar__minus_5_bar__minus_12_bar_2_bar_0 - location
        loc_bar__minus_5_bar__minus_3_bar_1_bar_0 - location
        loc_bar__minus_5_bar__minus_7_bar_3_bar_30 - location
        loc_bar__minus_6_bar__minus_11_bar_1_bar_30 - location
        loc_bar__minus_6_bar__minus_5_bar_1_bar_30 - location
        loc_bar__minus_6_bar__minus_7_bar_1_bar_30 - location
        loc_bar__minus_7_bar__minus_9_bar_2_bar_0 - location
        )
(:init
        (atLocation agent1 loc_bar_3_bar__minus_4_bar_3_bar_30)
        (receptacleType Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_80 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_80 loc_bar__minus_6_bar__minus_5_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_80)
        (receptacleType Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_20 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_20 loc_bar__minus_6_bar__minus_7_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_20)
        (receptacleType Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_03_dot_40 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_03_dot_40 loc_bar__minus_6_bar__minus_11_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_03_dot_40)
        (receptacleType Cabinet_bar__minus_00_dot_88_bar__plus_00_dot_39_bar__minus_03_dot_42 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_88_bar__plus_00_dot_39_bar__minus_03_dot_42 loc_bar__minus_4_bar__minus_10_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_88_bar__plus_00_dot_39_bar__minus_03_dot_42)
        (receptacleType Cabinet_bar__minus_00_dot_88_bar__plus_02_dot_14_bar__minus_03_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_88_bar__plus_02_dot_14_bar__minus_03_dot_69 loc_bar__minus_4_bar__minus_9_bar_2_bar_0)
        (openable Cabinet_bar__minus_00_dot_88_bar__plus_02_dot_14_bar__minus_03_dot_69)
        (receptacleType Cabinet_bar__minus_01_dot_76_bar__plus_02_dot_14_bar__minus_03_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_76_bar__plus_02_dot_14_bar__minus_03_dot_69 loc_bar__minus_7_bar__minus_9_bar_2_bar_0)
        (openable Cabinet_bar__minus_01_dot_76_bar__plus_02_dot_14_bar__minus_03_dot_69)
        (receptacleType CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_95_bar__minus_02_dot_79 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_95_bar__minus_02_dot_79 loc_bar__minus_4_bar__minus_12_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70 loc_bar__minus_5_bar__minus_7_bar_3_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_45_bar__plus_00_dot_78_bar__minus_03_dot_27 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_45_bar__plus_00_dot_78_bar__minus_03_dot_27 loc_bar__minus_5_bar__minus_12_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_45_bar__plus_00_dot_78_bar__minus_03_dot_27)
        (receptacleType Fridge_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_77 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_77 loc_bar__minus_5_bar__minus_3_bar_1_bar_0)
        (openable Fridge_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_77)
        (receptacleType Microwave_bar__minus_01_dot_32_bar__plus_01_dot_52_bar__minus_03_dot_85 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_01_dot_32_bar__plus_01_dot_52_bar__minus_03_dot_85 loc_bar__minus_5_bar__minus_12_bar_2_bar_0)
        (openable Microwave_bar__minus_01_dot_32_bar__plus_01_dot_52_bar__minus_03_dot_85)
        (receptacleType Sink_bar__minus_00_dot_35_bar__plus_00_dot_91_bar__minus_02_dot_01_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_35_bar__plus_00_dot_91_bar__minus_02_dot_01_bar_SinkBasin loc_bar__minus_4_bar__minus_9_bar_1_bar_30)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType GlassbottleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType GlassbottleType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PenType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SaltShakerType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType GlassbottleType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType PenType)
        (canContain DiningTableType PepperShakerType)
        (canContain DiningTableType PotatoType)
        (canContain DiningTableType SaltShakerType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PenType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SaltShakerType)
        (canContain FridgeType GlassbottleType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType GlassbottleType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType GlassbottleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PotatoType)
        (objectType Potato_bar__plus_00_dot_04_bar__plus_01_dot_18_bar__plus_00_dot_62 PotatoType)
        (inReceptacle Potato_bar__plus_00_dot_04_bar__plus_01_dot_18_bar__plus_00_dot_62 CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_95_bar__minus_02_dot_79)
        (objectAtLocation Potato_bar__plus_00_dot_04_bar__plus_01_dot_18_bar__plus_00_dot_62 loc_bar__minus_4_bar__minus_12_bar_1_bar_30)
        (pickupable Potato_bar__plus_00_dot_04_bar__plus_01_dot_18_bar__plus_00_dot_62)
        (cleanable Potato_bar__plus_00_dot_04_bar__plus_01_dot_18_bar__plus_00_dot_62)
        (heatable Potato_bar__plus_00_dot_04_bar__plus_01_dot_18_bar__plus_00_dot_62)
        (coolable Potato_bar__plus_00_dot_04_bar__plus_01_dot_18_bar__plus_00_dot_62)
        (sliceable Potato_bar__plus_00_dot_04_bar__plus_01_dot_18_bar__plus_00_dot_62)
        (objectType DishSponge_bar__minus_02_dot_83_bar__plus_00_dot_44_bar__minus_00_dot_49 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_02_dot_83_bar__plus_00_dot_44_bar__minus_00_dot_49 Cabinet_bar__minus_01_dot_76_bar__plus_02_dot_14_bar__minus_03_dot_69)
        (objectAtLocation DishSponge_bar__minus_02_dot_83_bar__plus_00_dot_44_bar__minus_00_dot_49 loc_bar__minus_7_bar__minus_9_bar_2_bar_0)
        (pickupable DishSponge_bar__minus_02_dot_83_bar__plus_00_dot_44_bar__minus_00_dot_49)
        (cleanable DishSponge_bar__minus_02_dot_83_bar__plus_00_dot_44_bar__minus_00_dot_49)
        (objectType DishSponge_bar__minus_02_dot_97_bar__plus_00_dot_77_bar__plus_02_dot_32 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_02_dot_97_bar__plus_00_dot_77_bar__plus_02_dot_32 Sink_bar__minus_00_dot_35_bar__plus_00_dot_91_bar__minus_02_dot_01_bar_SinkBasin)
        (objectAtLocation DishSponge_bar__minus_02_dot_97_bar__plus_00_dot_77_bar__plus_02_dot_32 loc_bar__minus_4_bar__minus_9_bar_1_bar_30)
        (pickupable DishSponge_bar__minus_02_dot_97_bar__plus_00_dot_77_bar__plus_02_dot_32)
        (cleanable DishSponge_bar__minus_02_dot_97_bar__plus_00_dot_77_bar__plus_02_dot_32)
        (objectType Fork_bar__plus_02_dot_45_bar__plus_00_dot_26_bar__plus_00_dot_57 ForkType)
        (inReceptacle Fork_bar__plus_02_dot_45_bar__plus_00_dot_26_bar__plus_00_dot_57 CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_95_bar__minus_02_dot_79)
        (objectAtLocation Fork_bar__plus_02_dot_45_bar__plus_00_dot_26_bar__plus_00_dot_57 loc_bar__minus_4_bar__minus_12_bar_1_bar_30)
        (pickupable Fork_bar__plus_02_dot_45_bar__plus_00_dot_26_bar__plus_00_dot_57)
        (cleanable Fork_bar__plus_02_dot_45_bar__plus_00_dot_26_bar__plus_00_dot_57)
        (objectType Glassbottle_bar__minus_02_dot_55_bar__plus_00_dot_59_bar__plus_00_dot_01 GlassbottleType)
        (inReceptacle Glassbottle_bar__minus_02_dot_55_bar__plus_00_dot_59_bar__plus_00_dot_01 Cabinet_bar__minus_00_dot_88_bar__plus_02_dot_14_bar__minus_03_dot_69)
        (objectAtLocation Glassbottle_bar__minus_02_dot_55_bar__plus_00_dot_59_bar__plus_00_dot_01 loc_bar__minus_4_bar__minus_9_bar_2_bar_0)
        (pickupable Glassbottle_bar__minus_02_dot_55_bar__plus_00_dot_59_bar__plus_00_dot_01)
        (objectType Pen_bar__minus_02_dot_49_bar__plus_00_dot_95_bar__minus_02_dot_74 PenType)
        (inReceptacle Pen_bar__minus_02_dot_49_bar__plus_00_dot_95_bar__minus_02_dot_74 CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_95_bar__minus_02_dot_79)
        (objectAtLocation Pen_bar__minus_02_dot_49_bar__plus_00_dot_95_bar__minus_02_dot_74 loc_bar__minus_4_bar__minus_12_bar_1_bar_30)
        (pickupable Pen_bar__minus_02_dot_49_bar__plus_00_dot_95_bar__minus_02_dot_74)
        (objectType PepperShaker_bar__plus_01_dot_06_bar__plus_01_dot_08_bar__minus_01_dot_87 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_01_dot_06_bar__plus_01_dot_08_bar__minus_01_dot_87 Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_80)
        (objectAtLocation PepperShaker_bar__plus_01_dot_06_bar__plus_01_dot_08_bar__minus_01_dot_87 loc_bar__minus_6_bar__minus_5_bar_1_bar_30)
        (pickupable PepperShaker_bar__plus_01_dot_06_bar__plus_01_dot_08_bar__minus_01_dot_87)
        (objectType SaltShaker_bar__plus_00_dot_47_bar__plus_00_dot_41_bar__minus_02_dot_32 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_00_dot_47_bar__plus_00_dot_41_bar__minus_02_dot_32 CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_95_bar__minus_02_dot_79)
        (objectAtLocation SaltShaker_bar__plus_00_dot_47_bar__plus_00_dot_41_bar__minus_02_dot_32 loc_bar__minus_4_bar__minus_12_bar_1_bar_30)
        (pickupable SaltShaker_bar__plus_00_dot_47_bar__plus_00_dot_41_bar__minus_02_dot_32)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o PotatoType)
                            (receptacleType ?r SinkBasinType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
