(define (problem plan_trial_T00000000_000001_000179)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        DishSpongeType - otype
        ForkType - otype
        KnifeType - otype
        PepperShakerType - otype
        PlateType - otype
        SpatulaType - otype
        SpoonType - otype
        TomatoType - otype
        Tomato_bar__minus_00_dot_66_bar__plus_01_dot_06_bar__minus_02_dot_27 - object
        DishSponge_bar__plus_00_dot_22_bar__plus_00_dot_68_bar__minus_02_dot_33 - object
        DishSponge_bar__minus_00_dot_80_bar__plus_00_dot_00_bar__minus_00_dot_72 - object
        Fork_bar__minus_02_dot_69_bar__plus_00_dot_76_bar__plus_01_dot_30 - object
        Fork_bar__minus_01_dot_18_bar__plus_01_dot_27_bar__plus_02_dot_02 - object
        PepperShaker_bar__plus_02_dot_88_bar__plus_01_dot_36_bar__minus_01_dot_24 - object
        PepperShaker_bar__minus_00_dot_76_bar__plus_01_dot_11_bar__plus_01_dot_76 - object
        Plate_bar__plus_01_dot_61_bar__plus_00_dot_97_bar__minus_02_dot_12 - object
        Spatula_bar__minus_00_dot_68_bar__plus_01_dot_41_bar__minus_01_dot_23 - object
        Spatula_bar__minus_02_dot_44_bar__plus_00_dot_14_bar__minus_01_dot_74 - object
        Spoon_bar__plus_02_dot_90_bar__plus_00_dot_87_bar__plus_00_dot_32 - object
        Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__minus_00_dot_43 - receptacle
        Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__plus_00_dot_67 - receptacle
        Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__minus_00_dot_40 - receptacle
        DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95 - receptacle
        DiningTable_bar__minus_01_dot_73_bar__minus_00_dot_03_bar__minus_00_dot_96 - receptacle
        Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96 - receptacle
        SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45 - receptacle
        Sink_bar__plus_00_dot_75_bar__plus_00_dot_88_bar__minus_00_dot_68_bar_SinkBasin - receptacle
        loc_bar_0_bar_1_bar_0_bar_30 - location
        loc_bar_1_bar_0_bar_1_bar_0 - location
        loc_bar_1_bar_1_bar_1_bar_0 - location
        loc_bar_1_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_10_bar__minus_5_bar_0_bar_30 - location
        loc_bar__minus_1_bar_1_bar_1_bar_30 - location
        loc_bar__minus_1_bar__minus_8_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_5_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_10_bar__minus_5_bar_0_bar_30)
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
        (receptacleType Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96 loc_bar__minus_1_bar__minus_8_bar_1_bar_30)
        (openable Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96)
        (receptacleType SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45 loc_bar__minus_1_bar_1_bar_1_bar_30)
        (receptacleType Sink_bar__plus_00_dot_75_bar__plus_00_dot_88_bar__minus_00_dot_68_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_75_bar__plus_00_dot_88_bar__minus_00_dot_68_bar_SinkBasin loc_bar_1_bar__minus_2_bar_1_bar_30)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PlateType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType PepperShakerType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType SpatulaType)
        (canContain DiningTableType SpoonType)
        (canContain DiningTableType TomatoType)
        (canContain FridgeType PlateType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType TomatoType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType DishSpongeType)
        (canContain SideTableType ForkType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType PepperShakerType)
        (canContain SideTableType PlateType)
        (canContain SideTableType SpatulaType)
        (canContain SideTableType SpoonType)
        (canContain SideTableType TomatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType SpoonType)
        (canContain SinkBasinType TomatoType)
        (objectType Tomato_bar__minus_00_dot_66_bar__plus_01_dot_06_bar__minus_02_dot_27 TomatoType)
        (inReceptacle Tomato_bar__minus_00_dot_66_bar__plus_01_dot_06_bar__minus_02_dot_27 Sink_bar__plus_00_dot_75_bar__plus_00_dot_88_bar__minus_00_dot_68_bar_SinkBasin)
        (objectAtLocation Tomato_bar__minus_00_dot_66_bar__plus_01_dot_06_bar__minus_02_dot_27 loc_bar_1_bar__minus_2_bar_1_bar_30)
        (pickupable Tomato_bar__minus_00_dot_66_bar__plus_01_dot_06_bar__minus_02_dot_27)
        (cleanable Tomato_bar__minus_00_dot_66_bar__plus_01_dot_06_bar__minus_02_dot_27)
        (heatable Tomato_bar__minus_00_dot_66_bar__plus_01_dot_06_bar__minus_02_dot_27)
        (coolable Tomato_bar__minus_00_dot_66_bar__plus_01_dot_06_bar__minus_02_dot_27)
        (sliceable Tomato_bar__minus_00_dot_66_bar__plus_01_dot_06_bar__minus_02_dot_27)
        (objectType DishSponge_bar__plus_00_dot_22_bar__plus_00_dot_68_bar__minus_02_dot_33 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_00_dot_22_bar__plus_00_dot_68_bar__minus_02_dot_33 SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45)
        (objectAtLocation DishSponge_bar__plus_00_dot_22_bar__plus_00_dot_68_bar__minus_02_dot_33 loc_bar__minus_1_bar_1_bar_1_bar_30)
        (pickupable DishSponge_bar__plus_00_dot_22_bar__plus_00_dot_68_bar__minus_02_dot_33)
        (cleanable DishSponge_bar__plus_00_dot_22_bar__plus_00_dot_68_bar__minus_02_dot_33)
        (objectType DishSponge_bar__minus_00_dot_80_bar__plus_00_dot_00_bar__minus_00_dot_72 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_00_dot_80_bar__plus_00_dot_00_bar__minus_00_dot_72 DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95)
        (objectAtLocation DishSponge_bar__minus_00_dot_80_bar__plus_00_dot_00_bar__minus_00_dot_72 loc_bar_0_bar_1_bar_0_bar_30)
        (pickupable DishSponge_bar__minus_00_dot_80_bar__plus_00_dot_00_bar__minus_00_dot_72)
        (cleanable DishSponge_bar__minus_00_dot_80_bar__plus_00_dot_00_bar__minus_00_dot_72)
        (objectType Fork_bar__minus_02_dot_69_bar__plus_00_dot_76_bar__plus_01_dot_30 ForkType)
        (inReceptacle Fork_bar__minus_02_dot_69_bar__plus_00_dot_76_bar__plus_01_dot_30 DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95)
        (objectAtLocation Fork_bar__minus_02_dot_69_bar__plus_00_dot_76_bar__plus_01_dot_30 loc_bar_0_bar_1_bar_0_bar_30)
        (pickupable Fork_bar__minus_02_dot_69_bar__plus_00_dot_76_bar__plus_01_dot_30)
        (cleanable Fork_bar__minus_02_dot_69_bar__plus_00_dot_76_bar__plus_01_dot_30)
        (objectType Fork_bar__minus_01_dot_18_bar__plus_01_dot_27_bar__plus_02_dot_02 ForkType)
        (inReceptacle Fork_bar__minus_01_dot_18_bar__plus_01_dot_27_bar__plus_02_dot_02 DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95)
        (objectAtLocation Fork_bar__minus_01_dot_18_bar__plus_01_dot_27_bar__plus_02_dot_02 loc_bar_0_bar_1_bar_0_bar_30)
        (pickupable Fork_bar__minus_01_dot_18_bar__plus_01_dot_27_bar__plus_02_dot_02)
        (cleanable Fork_bar__minus_01_dot_18_bar__plus_01_dot_27_bar__plus_02_dot_02)
        (objectType PepperShaker_bar__plus_02_dot_88_bar__plus_01_dot_36_bar__minus_01_dot_24 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_02_dot_88_bar__plus_01_dot_36_bar__minus_01_dot_24 SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45)
        (objectAtLocation PepperShaker_bar__plus_02_dot_88_bar__plus_01_dot_36_bar__minus_01_dot_24 loc_bar__minus_1_bar_1_bar_1_bar_30)
        (pickupable PepperShaker_bar__plus_02_dot_88_bar__plus_01_dot_36_bar__minus_01_dot_24)
        (objectType PepperShaker_bar__minus_00_dot_76_bar__plus_01_dot_11_bar__plus_01_dot_76 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_00_dot_76_bar__plus_01_dot_11_bar__plus_01_dot_76 DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95)
        (objectAtLocation PepperShaker_bar__minus_00_dot_76_bar__plus_01_dot_11_bar__plus_01_dot_76 loc_bar_0_bar_1_bar_0_bar_30)
        (pickupable PepperShaker_bar__minus_00_dot_76_bar__plus_01_dot_11_bar__plus_01_dot_76)
        (objectType Plate_bar__plus_01_dot_61_bar__plus_00_dot_97_bar__minus_02_dot_12 PlateType)
        (inReceptacle Plate_bar__plus_01_dot_61_bar__plus_00_dot_97_bar__minus_02_dot_12 Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96)
        (objectAtLocation Plate_bar__plus_01_dot_61_bar__plus_00_dot_97_bar__minus_02_dot_12 loc_bar__minus_1_bar__minus_8_bar_1_bar_30)
        (pickupable Plate_bar__plus_01_dot_61_bar__plus_00_dot_97_bar__minus_02_dot_12)
        (cleanable Plate_bar__plus_01_dot_61_bar__plus_00_dot_97_bar__minus_02_dot_12)
        (heatable Plate_bar__plus_01_dot_61_bar__plus_00_dot_97_bar__minus_02_dot_12)
        (coolable Plate_bar__plus_01_dot_61_bar__plus_00_dot_97_bar__minus_02_dot_12)
        (isReceptacleObject Plate_bar__plus_01_dot_61_bar__plus_00_dot_97_bar__minus_02_dot_12)
        (objectType Spatula_bar__minus_00_dot_68_bar__plus_01_dot_41_bar__minus_01_dot_23 SpatulaType)
        (inReceptacle Spatula_bar__minus_00_dot_68_bar__plus_01_dot_41_bar__minus_01_dot_23 SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45)
        (objectAtLocation Spatula_bar__minus_00_dot_68_bar__plus_01_dot_41_bar__minus_01_dot_23 loc_bar__minus_1_bar_1_bar_1_bar_30)
        (pickupable Spatula_bar__minus_00_dot_68_bar__plus_01_dot_41_bar__minus_01_dot_23)
        (cleanable Spatula_bar__minus_00_dot_68_bar__plus_01_dot_41_bar__minus_01_dot_23)
        (objectType Spatula_bar__minus_02_dot_44_bar__plus_00_dot_14_bar__minus_01_dot_74 SpatulaType)
        (inReceptacle Spatula_bar__minus_02_dot_44_bar__plus_00_dot_14_bar__minus_01_dot_74 Sink_bar__plus_00_dot_75_bar__plus_00_dot_88_bar__minus_00_dot_68_bar_SinkBasin)
        (objectAtLocation Spatula_bar__minus_02_dot_44_bar__plus_00_dot_14_bar__minus_01_dot_74 loc_bar_1_bar__minus_2_bar_1_bar_30)
        (pickupable Spatula_bar__minus_02_dot_44_bar__plus_00_dot_14_bar__minus_01_dot_74)
        (cleanable Spatula_bar__minus_02_dot_44_bar__plus_00_dot_14_bar__minus_01_dot_74)
        (objectType Spoon_bar__plus_02_dot_90_bar__plus_00_dot_87_bar__plus_00_dot_32 SpoonType)
        (inReceptacle Spoon_bar__plus_02_dot_90_bar__plus_00_dot_87_bar__plus_00_dot_32 DiningTable_bar__minus_01_dot_73_bar__minus_00_dot_03_bar__minus_00_dot_96)
        (objectAtLocation Spoon_bar__plus_02_dot_90_bar__plus_00_dot_87_bar__plus_00_dot_32 loc_bar__minus_4_bar__minus_5_bar_3_bar_30)
        (pickupable Spoon_bar__plus_02_dot_90_bar__plus_00_dot_87_bar__plus_00_dot_32)
        (cleanable Spoon_bar__plus_02_dot_90_bar__plus_00_dot_87_bar__plus_00_dot_32)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o TomatoType)
                            (receptacleType ?r DiningTableType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
