(define (problem plan_trial_T00000000_000001_000036)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BowlType - otype
        BreadType - otype
        ButterKnifeType - otype
        CellPhoneType - otype
        DishSpongeType - otype
        GlassbottleType - otype
        KnifeType - otype
        PlateType - otype
        TomatoType - otype
        DishSponge_bar__minus_02_dot_54_bar__plus_00_dot_64_bar__plus_01_dot_35 - object
        Bowl_bar__minus_02_dot_85_bar__plus_00_dot_66_bar__plus_01_dot_22 - object
        Bowl_bar__minus_02_dot_13_bar__plus_00_dot_52_bar__minus_02_dot_31 - object
        Bread_bar__minus_00_dot_98_bar__plus_01_dot_20_bar__plus_01_dot_65 - object
        Bread_bar__plus_01_dot_15_bar__plus_01_dot_03_bar__plus_02_dot_61 - object
        ButterKnife_bar__plus_02_dot_25_bar__plus_00_dot_76_bar__minus_00_dot_57 - object
        CellPhone_bar__plus_01_dot_89_bar__plus_00_dot_12_bar__plus_02_dot_53 - object
        Glassbottle_bar__minus_00_dot_51_bar__plus_01_dot_38_bar__minus_00_dot_62 - object
        Knife_bar__plus_00_dot_65_bar__plus_00_dot_93_bar__minus_01_dot_74 - object
        Plate_bar__minus_02_dot_87_bar__plus_01_dot_40_bar__minus_02_dot_85 - object
        Tomato_bar__minus_02_dot_77_bar__plus_00_dot_64_bar__minus_02_dot_11 - object
        Cabinet_bar__plus_00_dot_62_bar__plus_01_dot_87_bar__minus_01_dot_26 - receptacle
        Cabinet_bar__plus_02_dot_82_bar__plus_01_dot_77_bar__minus_01_dot_85 - receptacle
        Cabinet_bar__plus_03_dot_07_bar__plus_01_dot_67_bar__minus_00_dot_71 - receptacle
        Cabinet_bar__minus_00_dot_92_bar__plus_01_dot_67_bar__minus_00_dot_62 - receptacle
        CounterTop_bar__plus_03_dot_11_bar__plus_00_dot_94_bar__plus_00_dot_02 - receptacle
        Drawer_bar__plus_00_dot_38_bar__plus_00_dot_38_bar__minus_01_dot_51 - receptacle
        Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_78 - receptacle
        Drawer_bar__minus_00_dot_86_bar__plus_00_dot_19_bar__minus_00_dot_10 - receptacle
        Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__minus_00_dot_10 - receptacle
        Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43 - receptacle
        Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin - receptacle
        loc_bar_0_bar_4_bar_2_bar_30 - location
        loc_bar_10_bar__minus_1_bar_1_bar_30 - location
        loc_bar_10_bar__minus_2_bar_1_bar_30 - location
        loc_bar_4_bar__minus_2_bar_2_bar_0 - location
        loc_bar_8_bar__minus_5_bar_1_bar_0 - location
        loc_bar_9_bar_0_bar_2_bar_30 - location
        loc_bar_9_bar__minus_4_bar_1_bar_0 - location
        loc_bar__minus_1_bar_3_bar_2_bar_30 - location
        loc_bar__minus_1_bar_5_bar_3_bar_30 - location
        loc_bar__minus_1_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_2_bar_3_bar_0 - location
        loc_bar__minus_4_bar_1_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_4_bar_1_bar_3_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_62_bar__plus_01_dot_87_bar__minus_01_dot_26 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_62_bar__plus_01_dot_87_bar__minus_01_dot_26 loc_bar_4_bar__minus_2_bar_2_bar_0)
        (openable Cabinet_bar__plus_00_dot_62_bar__plus_01_dot_87_bar__minus_01_dot_26)
        (receptacleType Cabinet_bar__plus_02_dot_82_bar__plus_01_dot_77_bar__minus_01_dot_85 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_82_bar__plus_01_dot_77_bar__minus_01_dot_85 loc_bar_8_bar__minus_5_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_82_bar__plus_01_dot_77_bar__minus_01_dot_85)
        (receptacleType Cabinet_bar__plus_03_dot_07_bar__plus_01_dot_67_bar__minus_00_dot_71 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_03_dot_07_bar__plus_01_dot_67_bar__minus_00_dot_71 loc_bar_9_bar__minus_4_bar_1_bar_0)
        (openable Cabinet_bar__plus_03_dot_07_bar__plus_01_dot_67_bar__minus_00_dot_71)
        (receptacleType Cabinet_bar__minus_00_dot_92_bar__plus_01_dot_67_bar__minus_00_dot_62 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_92_bar__plus_01_dot_67_bar__minus_00_dot_62 loc_bar__minus_1_bar__minus_2_bar_3_bar_0)
        (openable Cabinet_bar__minus_00_dot_92_bar__plus_01_dot_67_bar__minus_00_dot_62)
        (receptacleType CounterTop_bar__plus_03_dot_11_bar__plus_00_dot_94_bar__plus_00_dot_02 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_03_dot_11_bar__plus_00_dot_94_bar__plus_00_dot_02 loc_bar_10_bar__minus_2_bar_1_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_38_bar__plus_00_dot_38_bar__minus_01_dot_51 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_38_bar__plus_00_dot_38_bar__minus_01_dot_51 loc_bar__minus_1_bar__minus_1_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_38_bar__plus_00_dot_38_bar__minus_01_dot_51)
        (receptacleType Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_78 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_78 loc_bar_9_bar_0_bar_2_bar_30)
        (openable Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_78)
        (receptacleType Drawer_bar__minus_00_dot_86_bar__plus_00_dot_19_bar__minus_00_dot_10 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_86_bar__plus_00_dot_19_bar__minus_00_dot_10 loc_bar_0_bar_4_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_86_bar__plus_00_dot_19_bar__minus_00_dot_10)
        (receptacleType Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__minus_00_dot_10 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__minus_00_dot_10 loc_bar__minus_1_bar_3_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__minus_00_dot_10)
        (receptacleType Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43 loc_bar__minus_1_bar_5_bar_3_bar_30)
        (openable Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43)
        (receptacleType Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin loc_bar_10_bar__minus_1_bar_1_bar_30)
        (canContain CabinetType BowlType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType GlassbottleType)
        (canContain CabinetType PlateType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CellPhoneType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType GlassbottleType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType TomatoType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType KnifeType)
        (canContain FridgeType BowlType)
        (canContain FridgeType BreadType)
        (canContain FridgeType GlassbottleType)
        (canContain FridgeType PlateType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType GlassbottleType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType GlassbottleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType TomatoType)
        (objectType DishSponge_bar__minus_02_dot_54_bar__plus_00_dot_64_bar__plus_01_dot_35 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_02_dot_54_bar__plus_00_dot_64_bar__plus_01_dot_35 Cabinet_bar__plus_03_dot_07_bar__plus_01_dot_67_bar__minus_00_dot_71)
        (objectAtLocation DishSponge_bar__minus_02_dot_54_bar__plus_00_dot_64_bar__plus_01_dot_35 loc_bar_9_bar__minus_4_bar_1_bar_0)
        (pickupable DishSponge_bar__minus_02_dot_54_bar__plus_00_dot_64_bar__plus_01_dot_35)
        (cleanable DishSponge_bar__minus_02_dot_54_bar__plus_00_dot_64_bar__plus_01_dot_35)
        (objectType Bowl_bar__minus_02_dot_85_bar__plus_00_dot_66_bar__plus_01_dot_22 BowlType)
        (inReceptacle Bowl_bar__minus_02_dot_85_bar__plus_00_dot_66_bar__plus_01_dot_22 Cabinet_bar__minus_00_dot_92_bar__plus_01_dot_67_bar__minus_00_dot_62)
        (objectAtLocation Bowl_bar__minus_02_dot_85_bar__plus_00_dot_66_bar__plus_01_dot_22 loc_bar__minus_1_bar__minus_2_bar_3_bar_0)
        (pickupable Bowl_bar__minus_02_dot_85_bar__plus_00_dot_66_bar__plus_01_dot_22)
        (cleanable Bowl_bar__minus_02_dot_85_bar__plus_00_dot_66_bar__plus_01_dot_22)
        (coolable Bowl_bar__minus_02_dot_85_bar__plus_00_dot_66_bar__plus_01_dot_22)
        (isReceptacleObject Bowl_bar__minus_02_dot_85_bar__plus_00_dot_66_bar__plus_01_dot_22)
        (objectType Bowl_bar__minus_02_dot_13_bar__plus_00_dot_52_bar__minus_02_dot_31 BowlType)
        (inReceptacle Bowl_bar__minus_02_dot_13_bar__plus_00_dot_52_bar__minus_02_dot_31 Cabinet_bar__plus_03_dot_07_bar__plus_01_dot_67_bar__minus_00_dot_71)
        (objectAtLocation Bowl_bar__minus_02_dot_13_bar__plus_00_dot_52_bar__minus_02_dot_31 loc_bar_9_bar__minus_4_bar_1_bar_0)
        (pickupable Bowl_bar__minus_02_dot_13_bar__plus_00_dot_52_bar__minus_02_dot_31)
        (cleanable Bowl_bar__minus_02_dot_13_bar__plus_00_dot_52_bar__minus_02_dot_31)
        (coolable Bowl_bar__minus_02_dot_13_bar__plus_00_dot_52_bar__minus_02_dot_31)
        (isReceptacleObject Bowl_bar__minus_02_dot_13_bar__plus_00_dot_52_bar__minus_02_dot_31)
        (objectType Bread_bar__minus_00_dot_98_bar__plus_01_dot_20_bar__plus_01_dot_65 BreadType)
        (inReceptacle Bread_bar__minus_00_dot_98_bar__plus_01_dot_20_bar__plus_01_dot_65 CounterTop_bar__plus_03_dot_11_bar__plus_00_dot_94_bar__plus_00_dot_02)
        (objectAtLocation Bread_bar__minus_00_dot_98_bar__plus_01_dot_20_bar__plus_01_dot_65 loc_bar_10_bar__minus_2_bar_1_bar_30)
        (pickupable Bread_bar__minus_00_dot_98_bar__plus_01_dot_20_bar__plus_01_dot_65)
        (heatable Bread_bar__minus_00_dot_98_bar__plus_01_dot_20_bar__plus_01_dot_65)
        (coolable Bread_bar__minus_00_dot_98_bar__plus_01_dot_20_bar__plus_01_dot_65)
        (sliceable Bread_bar__minus_00_dot_98_bar__plus_01_dot_20_bar__plus_01_dot_65)
        (objectType Bread_bar__plus_01_dot_15_bar__plus_01_dot_03_bar__plus_02_dot_61 BreadType)
        (inReceptacle Bread_bar__plus_01_dot_15_bar__plus_01_dot_03_bar__plus_02_dot_61 Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43)
        (objectAtLocation Bread_bar__plus_01_dot_15_bar__plus_01_dot_03_bar__plus_02_dot_61 loc_bar__minus_1_bar_5_bar_3_bar_30)
        (pickupable Bread_bar__plus_01_dot_15_bar__plus_01_dot_03_bar__plus_02_dot_61)
        (heatable Bread_bar__plus_01_dot_15_bar__plus_01_dot_03_bar__plus_02_dot_61)
        (coolable Bread_bar__plus_01_dot_15_bar__plus_01_dot_03_bar__plus_02_dot_61)
        (sliceable Bread_bar__plus_01_dot_15_bar__plus_01_dot_03_bar__plus_02_dot_61)
        (objectType ButterKnife_bar__plus_02_dot_25_bar__plus_00_dot_76_bar__minus_00_dot_57 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_02_dot_25_bar__plus_00_dot_76_bar__minus_00_dot_57 Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_78)
        (objectAtLocation ButterKnife_bar__plus_02_dot_25_bar__plus_00_dot_76_bar__minus_00_dot_57 loc_bar_9_bar_0_bar_2_bar_30)
        (pickupable ButterKnife_bar__plus_02_dot_25_bar__plus_00_dot_76_bar__minus_00_dot_57)
        (cleanable ButterKnife_bar__plus_02_dot_25_bar__plus_00_dot_76_bar__minus_00_dot_57)
        (objectType CellPhone_bar__plus_01_dot_89_bar__plus_00_dot_12_bar__plus_02_dot_53 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_01_dot_89_bar__plus_00_dot_12_bar__plus_02_dot_53 Drawer_bar__minus_00_dot_86_bar__plus_00_dot_19_bar__minus_00_dot_10)
        (objectAtLocation CellPhone_bar__plus_01_dot_89_bar__plus_00_dot_12_bar__plus_02_dot_53 loc_bar_0_bar_4_bar_2_bar_30)
        (pickupable CellPhone_bar__plus_01_dot_89_bar__plus_00_dot_12_bar__plus_02_dot_53)
        (objectType Glassbottle_bar__minus_00_dot_51_bar__plus_01_dot_38_bar__minus_00_dot_62 GlassbottleType)
        (inReceptacle Glassbottle_bar__minus_00_dot_51_bar__plus_01_dot_38_bar__minus_00_dot_62 Cabinet_bar__plus_03_dot_07_bar__plus_01_dot_67_bar__minus_00_dot_71)
        (objectAtLocation Glassbottle_bar__minus_00_dot_51_bar__plus_01_dot_38_bar__minus_00_dot_62 loc_bar_9_bar__minus_4_bar_1_bar_0)
        (pickupable Glassbottle_bar__minus_00_dot_51_bar__plus_01_dot_38_bar__minus_00_dot_62)
        (objectType Knife_bar__plus_00_dot_65_bar__plus_00_dot_93_bar__minus_01_dot_74 KnifeType)
        (inReceptacle Knife_bar__plus_00_dot_65_bar__plus_00_dot_93_bar__minus_01_dot_74 Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin)
        (objectAtLocation Knife_bar__plus_00_dot_65_bar__plus_00_dot_93_bar__minus_01_dot_74 loc_bar_10_bar__minus_1_bar_1_bar_30)
        (pickupable Knife_bar__plus_00_dot_65_bar__plus_00_dot_93_bar__minus_01_dot_74)
        (cleanable Knife_bar__plus_00_dot_65_bar__plus_00_dot_93_bar__minus_01_dot_74)
        (objectType Plate_bar__minus_02_dot_87_bar__plus_01_dot_40_bar__minus_02_dot_85 PlateType)
        (inReceptacle Plate_bar__minus_02_dot_87_bar__plus_01_dot_40_bar__minus_02_dot_85 CounterTop_bar__plus_03_dot_11_bar__plus_00_dot_94_bar__plus_00_dot_02)
        (objectAtLocation Plate_bar__minus_02_dot_87_bar__plus_01_dot_40_bar__minus_02_dot_85 loc_bar_10_bar__minus_2_bar_1_bar_30)
        (pickupable Plate_bar__minus_02_dot_87_bar__plus_01_dot_40_bar__minus_02_dot_85)
        (cleanable Plate_bar__minus_02_dot_87_bar__plus_01_dot_40_bar__minus_02_dot_85)
        (heatable Plate_bar__minus_02_dot_87_bar__plus_01_dot_40_bar__minus_02_dot_85)
        (coolable Plate_bar__minus_02_dot_87_bar__plus_01_dot_40_bar__minus_02_dot_85)
        (isReceptacleObject Plate_bar__minus_02_dot_87_bar__plus_01_dot_40_bar__minus_02_dot_85)
        (objectType Tomato_bar__minus_02_dot_77_bar__plus_00_dot_64_bar__minus_02_dot_11 TomatoType)
        (inReceptacle Tomato_bar__minus_02_dot_77_bar__plus_00_dot_64_bar__minus_02_dot_11 Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43)
        (objectAtLocation Tomato_bar__minus_02_dot_77_bar__plus_00_dot_64_bar__minus_02_dot_11 loc_bar__minus_1_bar_5_bar_3_bar_30)
        (pickupable Tomato_bar__minus_02_dot_77_bar__plus_00_dot_64_bar__minus_02_dot_11)
        (cleanable Tomato_bar__minus_02_dot_77_bar__plus_00_dot_64_bar__minus_02_dot_11)
        (heatable Tomato_bar__minus_02_dot_77_bar__plus_00_dot_64_bar__minus_02_dot_11)
        (coolable Tomato_bar__minus_02_dot_77_bar__plus_00_dot_64_bar__minus_02_dot_11)
        (sliceable Tomato_bar__minus_02_dot_77_bar__plus_00_dot_64_bar__minus_02_dot_11)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o DishSpongeType)
                            (receptacleType ?r SinkBasinType)
                        )
                    )
                )
            )
        )
    )
