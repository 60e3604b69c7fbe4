(define (problem plan_trial_T00000000_000001_000169)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        BreadType - otype
        ButterKnifeType - otype
        ForkType - otype
        KnifeType - otype
        PlateType - otype
        PotType - otype
        SpatulaType - otype
        SpoonType - otype
        Plate_bar__minus_02_dot_68_bar__plus_01_dot_28_bar__plus_02_dot_33 - object
        Plate_bar__minus_01_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_06 - object
        Plate_bar__minus_01_dot_62_bar__plus_00_dot_14_bar__plus_00_dot_68 - object
        Bread_bar__minus_01_dot_48_bar__plus_00_dot_26_bar__plus_00_dot_47 - object
        Fork_bar__plus_00_dot_74_bar__plus_01_dot_39_bar__plus_02_dot_35 - object
        Knife_bar__plus_00_dot_35_bar__plus_01_dot_35_bar__plus_02_dot_61 - object
        Pot_bar__plus_02_dot_73_bar__plus_00_dot_85_bar__plus_02_dot_22 - object
        Spatula_bar__minus_01_dot_58_bar__plus_00_dot_76_bar__minus_00_dot_89 - object
        Spatula_bar__minus_00_dot_20_bar__plus_01_dot_05_bar__plus_00_dot_66 - object
        Spoon_bar__minus_00_dot_73_bar__plus_00_dot_51_bar__plus_01_dot_43 - object
        Spoon_bar__plus_01_dot_11_bar__plus_00_dot_73_bar__plus_02_dot_73 - object
        Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__plus_00_dot_16 - receptacle
        Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__minus_00_dot_43 - receptacle
        Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__plus_00_dot_67 - receptacle
        Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__minus_00_dot_40 - receptacle
        DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95 - receptacle
        DiningTable_bar__minus_01_dot_73_bar__minus_00_dot_03_bar__minus_00_dot_96 - receptacle
        DiningTable_bar__minus_02_dot_17_bar__minus_00_dot_03_bar__minus_03_dot_37 - receptacle
        Drawer_bar__plus_00_dot_71_bar__plus_00_dot_77_bar__minus_00_dot_13 - receptacle
        Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96 - receptacle
        SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45 - receptacle
        Sink_bar__plus_00_dot_75_bar__plus_00_dot_88_bar__minus_00_dot_68_bar_SinkBasin - receptacle
        loc_bar_0_bar_1_bar_0_bar_30 - location
        loc_bar_1_bar_0_bar_1_bar_0 - location
        loc_bar_1_bar_1_bar_1_bar_0 - location
        loc_bar_1_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_1_bar_1_bar_1_bar_30 - location
        loc_bar__minus_1_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_1_bar__minus_8_bar_1_bar_30 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_5_bar_3_bar_30 - location
        loc_bar__minus_4_bar__minus_9_bar_3_bar_30 - location
        loc_bar__minus_7_bar__minus_11_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_4_bar__minus_9_bar_3_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__plus_00_dot_16 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__plus_00_dot_16 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__plus_00_dot_16)
        (receptacleType Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__minus_00_dot_43 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__minus_00_dot_43 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__minus_00_dot_43)
        (receptacleType Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__plus_00_dot_67 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__plus_00_dot_67 loc_bar_1_bar_1_bar_1_bar_0)
        (openable Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__plus_00_dot_67)
        (receptacleType Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__minus_00_dot_40 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__minus_00_dot_40 loc_bar_1_bar_0_bar_1_bar_0)
        (openable Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__minus_00_dot_40)
        (receptacleType DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95 loc_bar_0_bar_1_bar_0_bar_30)
        (receptacleType DiningTable_bar__minus_01_dot_73_bar__minus_00_dot_03_bar__minus_00_dot_96 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_73_bar__minus_00_dot_03_bar__minus_00_dot_96 loc_bar__minus_4_bar__minus_5_bar_3_bar_30)
        (receptacleType DiningTable_bar__minus_02_dot_17_bar__minus_00_dot_03_bar__minus_03_dot_37 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_17_bar__minus_00_dot_03_bar__minus_03_dot_37 loc_bar__minus_7_bar__minus_11_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_71_bar__plus_00_dot_77_bar__minus_00_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_71_bar__plus_00_dot_77_bar__minus_00_dot_13 loc_bar__minus_1_bar__minus_1_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_71_bar__plus_00_dot_77_bar__minus_00_dot_13)
        (receptacleType Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96 loc_bar__minus_1_bar__minus_8_bar_1_bar_30)
        (openable Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96)
        (receptacleType SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45 loc_bar__minus_1_bar_1_bar_1_bar_30)
        (receptacleType Sink_bar__plus_00_dot_75_bar__plus_00_dot_88_bar__minus_00_dot_68_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_75_bar__plus_00_dot_88_bar__minus_00_dot_68_bar_SinkBasin loc_bar_1_bar__minus_2_bar_1_bar_30)
        (canContain CabinetType PlateType)
        (canContain CabinetType PotType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType SpatulaType)
        (canContain DiningTableType SpoonType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SpatulaType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType BreadType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType PlateType)
        (canContain SideTableType BreadType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType ForkType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType PlateType)
        (canContain SideTableType PotType)
        (canContain SideTableType SpatulaType)
        (canContain SideTableType SpoonType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType SpoonType)
        (objectType Plate_bar__minus_02_dot_68_bar__plus_01_dot_28_bar__plus_02_dot_33 PlateType)
        (inReceptacle Plate_bar__minus_02_dot_68_bar__plus_01_dot_28_bar__plus_02_dot_33 DiningTable_bar__minus_01_dot_73_bar__minus_00_dot_03_bar__minus_00_dot_96)
        (objectAtLocation Plate_bar__minus_02_dot_68_bar__plus_01_dot_28_bar__plus_02_dot_33 loc_bar__minus_4_bar__minus_5_bar_3_bar_30)
        (pickupable Plate_bar__minus_02_dot_68_bar__plus_01_dot_28_bar__plus_02_dot_33)
        (cleanable Plate_bar__minus_02_dot_68_bar__plus_01_dot_28_bar__plus_02_dot_33)
        (heatable Plate_bar__minus_02_dot_68_bar__plus_01_dot_28_bar__plus_02_dot_33)
        (coolable Plate_bar__minus_02_dot_68_bar__plus_01_dot_28_bar__plus_02_dot_33)
        (isReceptacleObject Plate_bar__minus_02_dot_68_bar__plus_01_dot_28_bar__plus_02_dot_33)
        (objectType Plate_bar__minus_01_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_06 PlateType)
        (inReceptacle Plate_bar__minus_01_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_06 DiningTable_bar__minus_01_dot_73_bar__minus_00_dot_03_bar__minus_00_dot_96)
        (objectAtLocation Plate_bar__minus_01_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_06 loc_bar__minus_4_bar__minus_5_bar_3_bar_30)
        (pickupable Plate_bar__minus_01_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_06)
        (cleanable Plate_bar__minus_01_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_06)
        (heatable Plate_bar__minus_01_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_06)
        (coolable Plate_bar__minus_01_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_06)
        (isReceptacleObject Plate_bar__minus_01_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_06)
        (objectType Plate_bar__minus_01_dot_62_bar__plus_00_dot_14_bar__plus_00_dot_68 PlateType)
        (inReceptacle Plate_bar__minus_01_dot_62_bar__plus_00_dot_14_bar__plus_00_dot_68 Sink_bar__plus_00_dot_75_bar__plus_00_dot_88_bar__minus_00_dot_68_bar_SinkBasin)
        (objectAtLocation Plate_bar__minus_01_dot_62_bar__plus_00_dot_14_bar__plus_00_dot_68 loc_bar_1_bar__minus_2_bar_1_bar_30)
        (pickupable Plate_bar__minus_01_dot_62_bar__plus_00_dot_14_bar__plus_00_dot_68)
        (cleanable Plate_bar__minus_01_dot_62_bar__plus_00_dot_14_bar__plus_00_dot_68)
        (heatable Plate_bar__minus_01_dot_62_bar__plus_00_dot_14_bar__plus_00_dot_68)
        (coolable Plate_bar__minus_01_dot_62_bar__plus_00_dot_14_bar__plus_00_dot_68)
        (isReceptacleObject Plate_bar__minus_01_dot_62_bar__plus_00_dot_14_bar__plus_00_dot_68)
        (objectType Bread_bar__minus_01_dot_48_bar__plus_00_dot_26_bar__plus_00_dot_47 BreadType)
        (inReceptacle Bread_bar__minus_01_dot_48_bar__plus_00_dot_26_bar__plus_00_dot_47 Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96)
        (objectAtLocation Bread_bar__minus_01_dot_48_bar__plus_00_dot_26_bar__plus_00_dot_47 loc_bar__minus_1_bar__minus_8_bar_1_bar_30)
        (pickupable Bread_bar__minus_01_dot_48_bar__plus_00_dot_26_bar__plus_00_dot_47)
        (heatable Bread_bar__minus_01_dot_48_bar__plus_00_dot_26_bar__plus_00_dot_47)
        (coolable Bread_bar__minus_01_dot_48_bar__plus_00_dot_26_bar__plus_00_dot_47)
        (sliceable Bread_bar__minus_01_dot_48_bar__plus_00_dot_26_bar__plus_00_dot_47)
        (objectType Fork_bar__plus_00_dot_74_bar__plus_01_dot_39_bar__plus_02_dot_35 ForkType)
        (inReceptacle Fork_bar__plus_00_dot_74_bar__plus_01_dot_39_bar__plus_02_dot_35 Sink_bar__plus_00_dot_75_bar__plus_00_dot_88_bar__minus_00_dot_68_bar_SinkBasin)
        (objectAtLocation Fork_bar__plus_00_dot_74_bar__plus_01_dot_39_bar__plus_02_dot_35 loc_bar_1_bar__minus_2_bar_1_bar_30)
        (pickupable Fork_bar__plus_00_dot_74_bar__plus_01_dot_39_bar__plus_02_dot_35)
        (cleanable Fork_bar__plus_00_dot_74_bar__plus_01_dot_39_bar__plus_02_dot_35)
        (objectType Knife_bar__plus_00_dot_35_bar__plus_01_dot_35_bar__plus_02_dot_61 KnifeType)
        (inReceptacle Knife_bar__plus_00_dot_35_bar__plus_01_dot_35_bar__plus_02_dot_61 DiningTable_bar__minus_01_dot_73_bar__minus_00_dot_03_bar__minus_00_dot_96)
        (objectAtLocation Knife_bar__plus_00_dot_35_bar__plus_01_dot_35_bar__plus_02_dot_61 loc_bar__minus_4_bar__minus_5_bar_3_bar_30)
        (pickupable Knife_bar__plus_00_dot_35_bar__plus_01_dot_35_bar__plus_02_dot_61)
        (cleanable Knife_bar__plus_00_dot_35_bar__plus_01_dot_35_bar__plus_02_dot_61)
        (objectType Pot_bar__plus_02_dot_73_bar__plus_00_dot_85_bar__plus_02_dot_22 PotType)
        (inReceptacle Pot_bar__plus_02_dot_73_bar__plus_00_dot_85_bar__plus_02_dot_22 DiningTable_bar__minus_01_dot_73_bar__minus_00_dot_03_bar__minus_00_dot_96)
        (objectAtLocation Pot_bar__plus_02_dot_73_bar__plus_00_dot_85_bar__plus_02_dot_22 loc_bar__minus_4_bar__minus_5_bar_3_bar_30)
        (pickupable Pot_bar__plus_02_dot_73_bar__plus_00_dot_85_bar__plus_02_dot_22)
        (cleanable Pot_bar__plus_02_dot_73_bar__plus_00_dot_85_bar__plus_02_dot_22)
        (coolable Pot_bar__plus_02_dot_73_bar__plus_00_dot_85_bar__plus_02_dot_22)
        (isReceptacleObject Pot_bar__plus_02_dot_73_bar__plus_00_dot_85_bar__plus_02_dot_22)
        (objectType Spatula_bar__minus_01_dot_58_bar__plus_00_dot_76_bar__minus_00_dot_89 SpatulaType)
        (inReceptacle Spatula_bar__minus_01_dot_58_bar__plus_00_dot_76_bar__minus_00_dot_89 DiningTable_bar__minus_02_dot_17_bar__minus_00_dot_03_bar__minus_03_dot_37)
        (objectAtLocation Spatula_bar__minus_01_dot_58_bar__plus_00_dot_76_bar__minus_00_dot_89 loc_bar__minus_7_bar__minus_11_bar_2_bar_30)
        (pickupable Spatula_bar__minus_01_dot_58_bar__plus_00_dot_76_bar__minus_00_dot_89)
        (cleanable Spatula_bar__minus_01_dot_58_bar__plus_00_dot_76_bar__minus_00_dot_89)
        (objectType Spatula_bar__minus_00_dot_20_bar__plus_01_dot_05_bar__plus_00_dot_66 SpatulaType)
        (inReceptacle Spatula_bar__minus_00_dot_20_bar__plus_01_dot_05_bar__plus_00_dot_66 SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45)
        (objectAtLocation Spatula_bar__minus_00_dot_20_bar__plus_01_dot_05_bar__plus_00_dot_66 loc_bar__minus_1_bar_1_bar_1_bar_30)
        (pickupable Spatula_bar__minus_00_dot_20_bar__plus_01_dot_05_bar__plus_00_dot_66)
        (cleanable Spatula_bar__minus_00_dot_20_bar__plus_01_dot_05_bar__plus_00_dot_66)
        (objectType Spoon_bar__minus_00_dot_73_bar__plus_00_dot_51_bar__plus_01_dot_43 SpoonType)
        (inReceptacle Spoon_bar__minus_00_dot_73_bar__plus_00_dot_51_bar__plus_01_dot_43 DiningTable_bar__minus_01_dot_73_bar__minus_00_dot_03_bar__minus_00_dot_96)
        (objectAtLocation Spoon_bar__minus_00_dot_73_bar__plus_00_dot_51_bar__plus_01_dot_43 loc_bar__minus_4_bar__minus_5_bar_3_bar_30)
        (pickupable Spoon_bar__minus_00_dot_73_bar__plus_00_dot_51_bar__plus_01_dot_43)
        (cleanable Spoon_bar__minus_00_dot_73_bar__plus_00_dot_51_bar__plus_01_dot_43)
        (objectType Spoon_bar__plus_01_dot_11_bar__plus_00_dot_73_bar__plus_02_dot_73 SpoonType)
        (inReceptacle Spoon_bar__plus_01_dot_11_bar__plus_00_dot_73_bar__plus_02_dot_73 DiningTable_bar__minus_01_dot_73_bar__minus_00_dot_03_bar__minus_00_dot_96)
        (objectAtLocation Spoon_bar__plus_01_dot_11_bar__plus_00_dot_73_bar__plus_02_dot_73 loc_bar__minus_4_bar__minus_5_bar_3_bar_30)
        (pickupable Spoon_bar__plus_01_dot_11_bar__plus_00_dot_73_bar__plus_02_dot_73)
        (cleanable Spoon_bar__plus_01_dot_11_bar__plus_00_dot_73_bar__plus_02_dot_73)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o PlateType)
                            (receptacleType ?r SideTableType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
