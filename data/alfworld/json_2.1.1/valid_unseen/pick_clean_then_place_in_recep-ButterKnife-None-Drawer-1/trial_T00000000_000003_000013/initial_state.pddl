(define (problem plan_trial_T00000000_000003_000013)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        DishSpongeType - otype
        ForkType - otype
        GlassbottleType - otype
        KettleType - otype
        KnifeType - otype
        PotType - otype
        PotatoType - otype
        SpatulaType - otype
        WineBottleType - otype
        ButterKnife_bar__minus_00_dot_39_bar__plus_00_dot_22_bar__minus_00_dot_56 - object
        ButterKnife_bar__plus_01_dot_40_bar__plus_01_dot_09_bar__plus_02_dot_28 - object
        ButterKnife_bar__plus_02_dot_01_bar__plus_00_dot_96_bar__plus_02_dot_63 - object
        DishSponge_bar__minus_01_dot_22_bar__plus_00_dot_20_bar__minus_01_dot_95 - object
        DishSponge_bar__plus_01_dot_98_bar__plus_00_dot_15_bar__plus_00_dot_33 - object
        Fork_bar__minus_02_dot_98_bar__plus_00_dot_31_bar__minus_02_dot_19 - object
        Fork_bar__minus_02_dot_28_bar__plus_01_dot_45_bar__plus_01_dot_36 - object
        Glassbottle_bar__minus_01_dot_83_bar__plus_00_dot_16_bar__minus_00_dot_92 - object
        Glassbottle_bar__minus_01_dot_79_bar__plus_01_dot_36_bar__minus_00_dot_88 - object
        Kettle_bar__minus_01_dot_34_bar__plus_00_dot_76_bar__minus_02_dot_95 - object
        Kettle_bar__plus_01_dot_22_bar__plus_00_dot_50_bar__minus_02_dot_11 - object
        Pot_bar__minus_02_dot_89_bar__plus_00_dot_54_bar__minus_00_dot_74 - object
        Potato_bar__minus_00_dot_13_bar__plus_01_dot_25_bar__plus_00_dot_73 - object
        Spatula_bar__minus_01_dot_46_bar__plus_00_dot_08_bar__plus_02_dot_96 - object
        Spatula_bar__minus_01_dot_67_bar__plus_01_dot_38_bar__plus_02_dot_05 - object
        WineBottle_bar__minus_01_dot_91_bar__plus_01_dot_27_bar__plus_01_dot_28 - object
        WineBottle_bar__minus_02_dot_42_bar__plus_01_dot_32_bar__plus_00_dot_31 - object
        Cabinet_bar__plus_00_dot_68_bar__plus_00_dot_50_bar__minus_02_dot_20 - receptacle
        Cabinet_bar__plus_00_dot_68_bar__plus_02_dot_02_bar__minus_02_dot_46 - receptacle
        Cabinet_bar__minus_01_dot_18_bar__plus_00_dot_50_bar__minus_02_dot_20 - receptacle
        Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__plus_00_dot_38 - receptacle
        CounterTop_bar__plus_00_dot_69_bar__plus_00_dot_95_bar__minus_02_dot_48 - receptacle
        CounterTop_bar__minus_00_dot_08_bar__plus_01_dot_15_bar_00_dot_00 - receptacle
        Drawer_bar__plus_00_dot_95_bar__plus_00_dot_22_bar__minus_02_dot_20 - receptacle
        Drawer_bar__plus_00_dot_95_bar__plus_00_dot_56_bar__minus_02_dot_20 - receptacle
        Drawer_bar__plus_00_dot_95_bar__plus_00_dot_83_bar__minus_02_dot_20 - receptacle
        Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_09 - receptacle
        Sink_bar__minus_01_dot_90_bar__plus_00_dot_97_bar__minus_01_dot_50_bar_SinkBasin - receptacle
        loc_bar_0_bar__minus_5_bar_2_bar_30 - location
        loc_bar_1_bar__minus_7_bar_1_bar_30 - location
        loc_bar_2_bar__minus_5_bar_2_bar_30 - location
        loc_bar_2_bar__minus_7_bar_2_bar__minus_30 - location
        loc_bar_3_bar_0_bar_3_bar_30 - location
        loc_bar_3_bar__minus_7_bar_2_bar_30 - location
        loc_bar_6_bar__minus_4_bar_2_bar_30 - location
        loc_bar__minus_4_bar_2_bar_3_bar_30 - location
        loc_bar__minus_4_bar_4_bar_3_bar_0 - location
        loc_bar__minus_5_bar__minus_5_bar_2_bar_30 - location
        loc_bar__minus_5_bar__minus_6_bar_3_bar_30 - location
        loc_bar__minus_6_bar_12_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_6_bar_12_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_68_bar__plus_00_dot_50_bar__minus_02_dot_20 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_68_bar__plus_00_dot_50_bar__minus_02_dot_20 loc_bar_0_bar__minus_5_bar_2_bar_30)
        (openable Cabinet_bar__plus_00_dot_68_bar__plus_00_dot_50_bar__minus_02_dot_20)
        (receptacleType Cabinet_bar__plus_00_dot_68_bar__plus_02_dot_02_bar__minus_02_dot_46 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_68_bar__plus_02_dot_02_bar__minus_02_dot_46 loc_bar_2_bar__minus_7_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_68_bar__plus_02_dot_02_bar__minus_02_dot_46)
        (receptacleType Cabinet_bar__minus_01_dot_18_bar__plus_00_dot_50_bar__minus_02_dot_20 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_18_bar__plus_00_dot_50_bar__minus_02_dot_20 loc_bar__minus_5_bar__minus_5_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_18_bar__plus_00_dot_50_bar__minus_02_dot_20)
        (receptacleType Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__plus_00_dot_38 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__plus_00_dot_38 loc_bar__minus_4_bar_2_bar_3_bar_30)
        (openable Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__plus_00_dot_38)
        (receptacleType CounterTop_bar__plus_00_dot_69_bar__plus_00_dot_95_bar__minus_02_dot_48 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_69_bar__plus_00_dot_95_bar__minus_02_dot_48 loc_bar_3_bar__minus_7_bar_2_bar_30)
        (receptacleType CounterTop_bar__minus_00_dot_08_bar__plus_01_dot_15_bar_00_dot_00 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_08_bar__plus_01_dot_15_bar_00_dot_00 loc_bar_3_bar_0_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_95_bar__plus_00_dot_22_bar__minus_02_dot_20 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_95_bar__plus_00_dot_22_bar__minus_02_dot_20 loc_bar_6_bar__minus_4_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_95_bar__plus_00_dot_22_bar__minus_02_dot_20)
        (receptacleType Drawer_bar__plus_00_dot_95_bar__plus_00_dot_56_bar__minus_02_dot_20 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_95_bar__plus_00_dot_56_bar__minus_02_dot_20 loc_bar_2_bar__minus_5_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_95_bar__plus_00_dot_56_bar__minus_02_dot_20)
        (receptacleType Drawer_bar__plus_00_dot_95_bar__plus_00_dot_83_bar__minus_02_dot_20 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_95_bar__plus_00_dot_83_bar__minus_02_dot_20 loc_bar_1_bar__minus_7_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_95_bar__plus_00_dot_83_bar__minus_02_dot_20)
        (receptacleType Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_09 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_09 loc_bar__minus_4_bar_4_bar_3_bar_0)
        (openable Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_09)
        (receptacleType Sink_bar__minus_01_dot_90_bar__plus_00_dot_97_bar__minus_01_dot_50_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_90_bar__plus_00_dot_97_bar__minus_01_dot_50_bar_SinkBasin loc_bar__minus_5_bar__minus_6_bar_3_bar_30)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType GlassbottleType)
        (canContain CabinetType KettleType)
        (canContain CabinetType PotType)
        (canContain CabinetType WineBottleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType GlassbottleType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType WineBottleType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType GlassbottleType)
        (canContain FridgeType PotType)
        (canContain FridgeType PotatoType)
        (canContain FridgeType WineBottleType)
        (canContain MicrowaveType GlassbottleType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType GlassbottleType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpatulaType)
        (objectType ButterKnife_bar__minus_00_dot_39_bar__plus_00_dot_22_bar__minus_00_dot_56 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_00_dot_39_bar__plus_00_dot_22_bar__minus_00_dot_56 Sink_bar__minus_01_dot_90_bar__plus_00_dot_97_bar__minus_01_dot_50_bar_SinkBasin)
        (objectAtLocation ButterKnife_bar__minus_00_dot_39_bar__plus_00_dot_22_bar__minus_00_dot_56 loc_bar__minus_5_bar__minus_6_bar_3_bar_30)
        (pickupable ButterKnife_bar__minus_00_dot_39_bar__plus_00_dot_22_bar__minus_00_dot_56)
        (cleanable ButterKnife_bar__minus_00_dot_39_bar__plus_00_dot_22_bar__minus_00_dot_56)
        (objectType ButterKnife_bar__plus_01_dot_40_bar__plus_01_dot_09_bar__plus_02_dot_28 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_01_dot_40_bar__plus_01_dot_09_bar__plus_02_dot_28 CounterTop_bar__plus_00_dot_69_bar__plus_00_dot_95_bar__minus_02_dot_48)
        (objectAtLocation ButterKnife_bar__plus_01_dot_40_bar__plus_01_dot_09_bar__plus_02_dot_28 loc_bar_3_bar__minus_7_bar_2_bar_30)
        (pickupable ButterKnife_bar__plus_01_dot_40_bar__plus_01_dot_09_bar__plus_02_dot_28)
        (cleanable ButterKnife_bar__plus_01_dot_40_bar__plus_01_dot_09_bar__plus_02_dot_28)
        (objectType ButterKnife_bar__plus_02_dot_01_bar__plus_00_dot_96_bar__plus_02_dot_63 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_02_dot_01_bar__plus_00_dot_96_bar__plus_02_dot_63 CounterTop_bar__minus_00_dot_08_bar__plus_01_dot_15_bar_00_dot_00)
        (objectAtLocation ButterKnife_bar__plus_02_dot_01_bar__plus_00_dot_96_bar__plus_02_dot_63 loc_bar_3_bar_0_bar_3_bar_30)
        (pickupable ButterKnife_bar__plus_02_dot_01_bar__plus_00_dot_96_bar__plus_02_dot_63)
        (cleanable ButterKnife_bar__plus_02_dot_01_bar__plus_00_dot_96_bar__plus_02_dot_63)
        (objectType DishSponge_bar__minus_01_dot_22_bar__plus_00_dot_20_bar__minus_01_dot_95 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_01_dot_22_bar__plus_00_dot_20_bar__minus_01_dot_95 Cabinet_bar__plus_00_dot_68_bar__plus_00_dot_50_bar__minus_02_dot_20)
        (objectAtLocation DishSponge_bar__minus_01_dot_22_bar__plus_00_dot_20_bar__minus_01_dot_95 loc_bar_0_bar__minus_5_bar_2_bar_30)
        (pickupable DishSponge_bar__minus_01_dot_22_bar__plus_00_dot_20_bar__minus_01_dot_95)
        (cleanable DishSponge_bar__minus_01_dot_22_bar__plus_00_dot_20_bar__minus_01_dot_95)
        (objectType DishSponge_bar__plus_01_dot_98_bar__plus_00_dot_15_bar__plus_00_dot_33 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_01_dot_98_bar__plus_00_dot_15_bar__plus_00_dot_33 Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__plus_00_dot_38)
        (objectAtLocation DishSponge_bar__plus_01_dot_98_bar__plus_00_dot_15_bar__plus_00_dot_33 loc_bar__minus_4_bar_2_bar_3_bar_30)
        (pickupable DishSponge_bar__plus_01_dot_98_bar__plus_00_dot_15_bar__plus_00_dot_33)
        (cleanable DishSponge_bar__plus_01_dot_98_bar__plus_00_dot_15_bar__plus_00_dot_33)
        (objectType Fork_bar__minus_02_dot_98_bar__plus_00_dot_31_bar__minus_02_dot_19 ForkType)
        (inReceptacle Fork_bar__minus_02_dot_98_bar__plus_00_dot_31_bar__minus_02_dot_19 CounterTop_bar__plus_00_dot_69_bar__plus_00_dot_95_bar__minus_02_dot_48)
        (objectAtLocation Fork_bar__minus_02_dot_98_bar__plus_00_dot_31_bar__minus_02_dot_19 loc_bar_3_bar__minus_7_bar_2_bar_30)
        (pickupable Fork_bar__minus_02_dot_98_bar__plus_00_dot_31_bar__minus_02_dot_19)
        (cleanable Fork_bar__minus_02_dot_98_bar__plus_00_dot_31_bar__minus_02_dot_19)
        (objectType Fork_bar__minus_02_dot_28_bar__plus_01_dot_45_bar__plus_01_dot_36 ForkType)
        (inReceptacle Fork_bar__minus_02_dot_28_bar__plus_01_dot_45_bar__plus_01_dot_36 CounterTop_bar__minus_00_dot_08_bar__plus_01_dot_15_bar_00_dot_00)
        (objectAtLocation Fork_bar__minus_02_dot_28_bar__plus_01_dot_45_bar__plus_01_dot_36 loc_bar_3_bar_0_bar_3_bar_30)
        (pickupable Fork_bar__minus_02_dot_28_bar__plus_01_dot_45_bar__plus_01_dot_36)
        (cleanable Fork_bar__minus_02_dot_28_bar__plus_01_dot_45_bar__plus_01_dot_36)
        (objectType Glassbottle_bar__minus_01_dot_83_bar__plus_00_dot_16_bar__minus_00_dot_92 GlassbottleType)
        (inReceptacle Glassbottle_bar__minus_01_dot_83_bar__plus_00_dot_16_bar__minus_00_dot_92 Cabinet_bar__plus_00_dot_68_bar__plus_00_dot_50_bar__minus_02_dot_20)
        (objectAtLocation Glassbottle_bar__minus_01_dot_83_bar__plus_00_dot_16_bar__minus_00_dot_92 loc_bar_0_bar__minus_5_bar_2_bar_30)
        (pickupable Glassbottle_bar__minus_01_dot_83_bar__plus_00_dot_16_bar__minus_00_dot_92)
        (objectType Glassbottle_bar__minus_01_dot_79_bar__plus_01_dot_36_bar__minus_00_dot_88 GlassbottleType)
        (inReceptacle Glassbottle_bar__minus_01_dot_79_bar__plus_01_dot_36_bar__minus_00_dot_88 Cabinet_bar__minus_01_dot_18_bar__plus_00_dot_50_bar__minus_02_dot_20)
        (objectAtLocation Glassbottle_bar__minus_01_dot_79_bar__plus_01_dot_36_bar__minus_00_dot_88 loc_bar__minus_5_bar__minus_5_bar_2_bar_30)
        (pickupable Glassbottle_bar__minus_01_dot_79_bar__plus_01_dot_36_bar__minus_00_dot_88)
        (objectType Kettle_bar__minus_01_dot_34_bar__plus_00_dot_76_bar__minus_02_dot_95 KettleType)
        (inReceptacle Kettle_bar__minus_01_dot_34_bar__plus_00_dot_76_bar__minus_02_dot_95 Cabinet_bar__plus_00_dot_68_bar__plus_02_dot_02_bar__minus_02_dot_46)
        (objectAtLocation Kettle_bar__minus_01_dot_34_bar__plus_00_dot_76_bar__minus_02_dot_95 loc_bar_2_bar__minus_7_bar_2_bar__minus_30)
        (pickupable Kettle_bar__minus_01_dot_34_bar__plus_00_dot_76_bar__minus_02_dot_95)
        (cleanable Kettle_bar__minus_01_dot_34_bar__plus_00_dot_76_bar__minus_02_dot_95)
        (objectType Kettle_bar__plus_01_dot_22_bar__plus_00_dot_50_bar__minus_02_dot_11 KettleType)
        (inReceptacle Kettle_bar__plus_01_dot_22_bar__plus_00_dot_50_bar__minus_02_dot_11 Cabinet_bar__plus_00_dot_68_bar__plus_02_dot_02_bar__minus_02_dot_46)
        (objectAtLocation Kettle_bar__plus_01_dot_22_bar__plus_00_dot_50_bar__minus_02_dot_11 loc_bar_2_bar__minus_7_bar_2_bar__minus_30)
        (pickupable Kettle_bar__plus_01_dot_22_bar__plus_00_dot_50_bar__minus_02_dot_11)
        (cleanable Kettle_bar__plus_01_dot_22_bar__plus_00_dot_50_bar__minus_02_dot_11)
        (objectType Pot_bar__minus_02_dot_89_bar__plus_00_dot_54_bar__minus_00_dot_74 PotType)
        (inReceptacle Pot_bar__minus_02_dot_89_bar__plus_00_dot_54_bar__minus_00_dot_74 Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_09)
        (objectAtLocation Pot_bar__minus_02_dot_89_bar__plus_00_dot_54_bar__minus_00_dot_74 loc_bar__minus_4_bar_4_bar_3_bar_0)
        (pickupable Pot_bar__minus_02_dot_89_bar__plus_00_dot_54_bar__minus_00_dot_74)
        (cleanable Pot_bar__minus_02_dot_89_bar__plus_00_dot_54_bar__minus_00_dot_74)
        (coolable Pot_bar__minus_02_dot_89_bar__plus_00_dot_54_bar__minus_00_dot_74)
        (isReceptacleObject Pot_bar__minus_02_dot_89_bar__plus_00_dot_54_bar__minus_00_dot_74)
        (objectType Potato_bar__minus_00_dot_13_bar__plus_01_dot_25_bar__plus_00_dot_73 PotatoType)
        (inReceptacle Potato_bar__minus_00_dot_13_bar__plus_01_dot_25_bar__plus_00_dot_73 CounterTop_bar__minus_00_dot_08_bar__plus_01_dot_15_bar_00_dot_00)
        (objectAtLocation Potato_bar__minus_00_dot_13_bar__plus_01_dot_25_bar__plus_00_dot_73 loc_bar_3_bar_0_bar_3_bar_30)
        (pickupable Potato_bar__minus_00_dot_13_bar__plus_01_dot_25_bar__plus_00_dot_73)
        (cleanable Potato_bar__minus_00_dot_13_bar__plus_01_dot_25_bar__plus_00_dot_73)
        (heatable Potato_bar__minus_00_dot_13_bar__plus_01_dot_25_bar__plus_00_dot_73)
        (coolable Potato_bar__minus_00_dot_13_bar__plus_01_dot_25_bar__plus_00_dot_73)
        (sliceable Potato_bar__minus_00_dot_13_bar__plus_01_dot_25_bar__plus_00_dot_73)
        (objectType Spatula_bar__minus_01_dot_46_bar__plus_00_dot_08_bar__plus_02_dot_96 SpatulaType)
        (inReceptacle Spatula_bar__minus_01_dot_46_bar__plus_00_dot_08_bar__plus_02_dot_96 Sink_bar__minus_01_dot_90_bar__plus_00_dot_97_bar__minus_01_dot_50_bar_SinkBasin)
        (objectAtLocation Spatula_bar__minus_01_dot_46_bar__plus_00_dot_08_bar__plus_02_dot_96 loc_bar__minus_5_bar__minus_6_bar_3_bar_30)
        (pickupable Spatula_bar__minus_01_dot_46_bar__plus_00_dot_08_bar__plus_02_dot_96)
        (cleanable Spatula_bar__minus_01_dot_46_bar__plus_00_dot_08_bar__plus_02_dot_96)
        (objectType Spatula_bar__minus_01_dot_67_bar__plus_01_dot_38_bar__plus_02_dot_05 SpatulaType)
        (inReceptacle Spatula_bar__minus_01_dot_67_bar__plus_01_dot_38_bar__plus_02_dot_05 CounterTop_bar__minus_00_dot_08_bar__plus_01_dot_15_bar_00_dot_00)
        (objectAtLocation Spatula_bar__minus_01_dot_67_bar__plus_01_dot_38_bar__plus_02_dot_05 loc_bar_3_bar_0_bar_3_bar_30)
        (pickupable Spatula_bar__minus_01_dot_67_bar__plus_01_dot_38_bar__plus_02_dot_05)
        (cleanable Spatula_bar__minus_01_dot_67_bar__plus_01_dot_38_bar__plus_02_dot_05)
        (objectType WineBottle_bar__minus_01_dot_91_bar__plus_01_dot_27_bar__plus_01_dot_28 WineBottleType)
        (inReceptacle WineBottle_bar__minus_01_dot_91_bar__plus_01_dot_27_bar__plus_01_dot_28 CounterTop_bar__plus_00_dot_69_bar__plus_00_dot_95_bar__minus_02_dot_48)
        (objectAtLocation WineBottle_bar__minus_01_dot_91_bar__plus_01_dot_27_bar__plus_01_dot_28 loc_bar_3_bar__minus_7_bar_2_bar_30)
        (pickupable WineBottle_bar__minus_01_dot_91_bar__plus_01_dot_27_bar__plus_01_dot_28)
        (coolable WineBottle_bar__minus_01_dot_91_bar__plus_01_dot_27_bar__plus_01_dot_28)
        (objectType WineBottle_bar__minus_02_dot_42_bar__plus_01_dot_32_bar__plus_00_dot_31 WineBottleType)
        (inReceptacle WineBottle_bar__minus_02_dot_42_bar__plus_01_dot_32_bar__plus_00_dot_31 Cabinet_bar__plus_00_dot_68_bar__plus_00_dot_50_bar__minus_02_dot_20)
        (objectAtLocation WineBottle_bar__minus_02_dot_42_bar__plus_01_dot_32_bar__plus_00_dot_31 loc_bar_0_bar__minus_5_bar_2_bar_30)
        (pickupable WineBottle_bar__minus_02_dot_42_bar__plus_01_dot_32_bar__plus_00_dot_31)
        (coolable WineBottle_bar__minus_02_dot_42_bar__plus_01_dot_32_bar__plus_00_dot_31)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o ButterKnifeType)
                            (receptacleType ?r DrawerType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
